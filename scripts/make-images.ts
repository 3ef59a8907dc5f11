/**
 * Draws the shop's own images as SVG: one book cover per language edition, the author
 * portrait placeholder and the favicon. Run once; the files are committed under public/images.
 */
import { writeFileSync } from 'node:fs';

// The same author on every edition's cover.
const AUTHOR = 'MARCO BELLINI';

/** Per edition: the subtitle's two lines and the line on its pages and plan. */
const COVERS: Record<string, [string, string, string]> = {
  en: ['The dining-room', 'sales method', '90 pages · 90-day plan'],
  it: ['Il metodo di', 'vendita in sala', '90 pagine · piano di 90 giorni'],
  de: ['Die Verkaufsmethode', 'für den Service', '90 Seiten · 90-Tage-Plan'],
  es: ['El método de', 'venta en sala', '90 páginas · plan de 90 días'],
  fr: ['La méthode de', 'vente en salle', '90 pages · plan de 90 jours'],
};

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

for (const [lang, [subtitle1, subtitle2, pages]] of Object.entries(COVERS)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 800" width="600" height="800">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8c2439"/><stop offset="1" stop-color="#4a101d"/></linearGradient>
<linearGradient id="s" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity=".35"/><stop offset=".06" stop-color="#000" stop-opacity="0"/></linearGradient></defs>
<rect width="600" height="800" fill="url(#g)"/><rect width="600" height="800" fill="url(#s)"/>
<rect x="40" y="40" width="520" height="720" fill="none" stroke="#d4b26a" stroke-width="2"/>
<rect x="52" y="52" width="496" height="696" fill="none" stroke="#d4b26a" stroke-width=".8" opacity=".7"/>
<g fill="none" stroke="#d4b26a" stroke-width="3" stroke-linecap="round" transform="translate(300 190)">
<path d="M-46 20h92M-40 20a40 40 0 0180 0M0-22v-8M-6-32h12"/></g>
<text x="300" y="300" text-anchor="middle" font-family="Georgia,'DejaVu Serif',serif" font-size="34" letter-spacing="10" fill="#f3e7cf">RESTAURANT</text>
<text x="300" y="376" text-anchor="middle" font-family="Georgia,'DejaVu Serif',serif" font-size="76" font-weight="700" letter-spacing="4" fill="#fffaf0">CLOSER</text>
<path d="M200 410h200" stroke="#d4b26a" stroke-width="2"/>
<text x="300" y="466" text-anchor="middle" font-family="Georgia,'DejaVu Serif',serif" font-style="italic" font-size="34" fill="#f3e7cf">${esc(subtitle1)}</text>
<text x="300" y="510" text-anchor="middle" font-family="Georgia,'DejaVu Serif',serif" font-style="italic" font-size="34" fill="#f3e7cf">${esc(subtitle2)}</text>
<text x="300" y="590" text-anchor="middle" font-family="Helvetica,Arial,'DejaVu Sans',sans-serif" font-size="19" letter-spacing="3" fill="#d4b26a">O.A.S.I. · S.A.F.E. · L.A.R.A.</text>
<text x="300" y="628" text-anchor="middle" font-family="Helvetica,Arial,'DejaVu Sans',sans-serif" font-size="18" fill="#f3e7cf">${esc(pages)}</text>
<text x="300" y="708" text-anchor="middle" font-family="Helvetica,Arial,'DejaVu Sans',sans-serif" font-size="18" letter-spacing="6" fill="#fffaf0">${AUTHOR}</text>
</svg>
`;
  writeFileSync(`public/images/cover-${lang}.svg`, svg);
}

// An intentional, illustrated portrait placeholder until the seller adds a photograph.
writeFileSync(
  'public/images/author.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">
<rect width="400" height="400" fill="#f3ede3"/><circle cx="200" cy="200" r="170" fill="#e6dac6"/>
<path d="M78 370c10-70 60-104 122-104s112 34 122 104z" fill="#1c1917"/>
<path d="M176 268l24 40 24-40z" fill="#faf7f2"/><path d="M192 282h16l-4 10 6 34h-20l6-34z" fill="#7a1f33"/>
<circle cx="200" cy="180" r="62" fill="#c9a27e"/>
<path d="M138 170c0-44 28-66 62-66s62 22 62 66c-10-22-30-32-62-32s-52 10-62 32z" fill="#57534e"/>
<path d="M178 210c14 10 30 10 44 0" stroke="#57534e" stroke-width="5" fill="none" stroke-linecap="round"/>
<text x="200" y="392" text-anchor="middle" font-family="Georgia,serif" font-size="14" fill="#8a6a1f">MB</text>
</svg>
`,
);
console.log('images written');
