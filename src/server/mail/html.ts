/**
 * The server's one HTML escaper and the small building blocks of its e-mails: table layout,
 * inline styles, no images. Every dynamic value goes through escapeHtml.
 */

const NAMED_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Escapes text for HTML content and attribute values (quoted with either quote). `numeric`
 * writes character references (&#60;) instead of entity names (&lt;): the sign-in e-mail has
 * always been written that way, and its output stays byte for byte the same.
 */
export function escapeHtml(value: string, references: 'named' | 'numeric' = 'named'): string {
  return value.replace(/[&<>"']/g, (ch) =>
    references === 'named' ? NAMED_ENTITIES[ch] : `&#${ch.charCodeAt(0)};`,
  );
}

/** The palette of the buyer e-mails. */
export const MAIL_COLORS = {
  ink: '#1c1917',
  muted: '#57534e',
  linen: '#faf7f2',
  sand: '#f3ede3',
  wine: '#7a1f33',
  brass: '#8a6a1f',
  accent: '#b4341f',
};
export const MAIL_FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const C = MAIL_COLORS;

/** A paragraph of already escaped HTML, with extra inline style. */
export function paragraph(html: string, style = ''): string {
  return `<p style="margin:0 0 16px;font-size:16px;line-height:1.55;color:${C.ink};${style}">${html}</p>`;
}

/** A call-to-action link styled as a button; `href` and `label` are plain text. */
export function button(href: string, label: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 20px"><tr><td style="border-radius:6px;background:${C.accent}"><a href="${escapeHtml(href)}" style="display:inline-block;padding:14px 26px;font-family:${MAIL_FONT};font-size:16px;font-weight:700;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(label)}</a></td></tr></table>`;
}

/** Label and value rows, both plain text. */
export function orderTable(rows: Array<[string, string]>): string {
  const cells = rows
    .map(
      ([k, v]) =>
        `<tr><td style="padding:6px 0;font-size:14px;color:${C.muted};width:45%">${escapeHtml(k)}</td><td style="padding:6px 0;font-size:14px;color:${C.ink};font-weight:600">${escapeHtml(v)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px;border-top:1px solid ${C.sand};border-bottom:1px solid ${C.sand}">${cells}</table>`;
}
