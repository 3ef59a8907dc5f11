/** Renders the social-share images (1200×630 PNG per language) from the covers, in Chromium. */
import { readFileSync } from 'node:fs';
import { launchBrowser } from '../tests/e2e/harness';

const TAGLINES: Record<string, [string, string]> = {
  en: ['Sell more at every table.', 'Without pushing.'],
  it: ['Vendi di più a ogni tavolo.', 'Senza forzare.'],
  de: ['Mehr verkaufen an jedem Tisch.', 'Ohne zu drängen.'],
  es: ['Vende más en cada mesa.', 'Sin presionar.'],
  fr: ['Vendez plus à chaque table.', 'Sans forcer.'],
};

const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
for (const [lang, [a, b]] of Object.entries(TAGLINES)) {
  const cover = readFileSync(`public/images/cover-${lang}.svg`, 'base64');
  await page.setContent(`<!doctype html><html><body style="margin:0;width:1200px;height:630px;background:#faf7f2;display:flex;align-items:center;font-family:Georgia,'DejaVu Serif',serif">
  <div style="flex:1;padding:0 60px 0 80px"><p style="font:600 22px sans-serif;letter-spacing:4px;color:#7a1f33;margin:0">RESTAURANT CLOSER</p>
  <h1 style="font-size:58px;line-height:1.1;color:#1c1917;margin:24px 0">${a}<br/>${b}</h1>
  <p style="font:500 26px sans-serif;color:#57534e;margin:0">90 · O.A.S.I. · S.A.F.E. · L.A.R.A.</p></div>
  <img src="data:image/svg+xml;base64,${cover}" style="height:520px;margin-right:80px;transform:rotate(-2deg);box-shadow:0 30px 60px -15px rgba(60,20,30,.5)"/></body></html>`);
  await page.screenshot({ path: `public/images/og-${lang}.png` });
}
await browser.close();
console.log('og images written');
