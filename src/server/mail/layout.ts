import type { Lang } from '../../shared/languages';
import { DELIVERY_COPY } from '../content';
import { escapeHtml, MAIL_COLORS as C, MAIL_FONT as FONT } from './html';

/** Who sends the buyer e-mails: the legal footer and the site they bought on. */
export interface MailSender {
  seller: {
    name: string;
    address: string;
    vatId: string;
    /** The VAT number the seller is named by; null: by SELLER_TAX_NUMBER instead (config.ts). */
    invoiceVatId?: string | null;
    taxNumber?: string | null;
  };
  publicUrl: string;
}

/**
 * The footer's tax line: the VAT number, or for a seller without one the tax office's number
 * (as on its invoices) instead of the VAT number's placeholder.
 */
export function sellerTaxLine(seller: MailSender['seller'], lang: Lang): string {
  const copy = DELIVERY_COPY[lang].footer;
  if (seller.invoiceVatId === null && seller.taxNumber) {
    return `${copy.taxNumberLabel} ${seller.taxNumber}`;
  }
  return `${copy.vatLabel} ${seller.vatId}`;
}

/**
 * The one frame of the shop's e-mails: a hidden preheader, the brand bar, the body (HTML,
 * already escaped) and the footer (HTML, already escaped).
 */
export function mailLayout(lang: Lang, preheader: string, body: string, footer: string): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><title>Restaurant Closer</title></head>
<body style="margin:0;padding:0;background:${C.linen};font-family:${FONT};color:${C.ink}">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${C.linen}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border:1px solid ${C.sand};border-radius:8px">
<tr><td style="padding:20px 32px;background:${C.wine};border-radius:8px 8px 0 0;font-family:${FONT};font-size:13px;font-weight:700;letter-spacing:3px;color:#e9d6a5">RESTAURANT CLOSER</td></tr>
<tr><td style="padding:32px 32px 16px;font-family:${FONT}">${body}</td></tr>
<tr><td style="padding:20px 32px 28px;border-top:1px solid ${C.sand};font-family:${FONT};font-size:12px;line-height:1.6;color:${C.muted}">${footer}</td></tr>
</table></td></tr></table></body></html>`;
}

/** `free`: the mail of a free copy, whose recipient bought nothing. */
interface FooterOptions {
  free?: boolean;
}

function footerLines(sender: MailSender, lang: Lang, options: FooterOptions): string[] {
  const { seller, publicUrl } = sender;
  const copy = DELIVERY_COPY[lang].footer;
  const site = new URL(publicUrl).host;
  return [
    seller.name,
    seller.address,
    sellerTaxLine(seller, lang),
    options.free ? copy.reasonFree(site) : copy.reason(site),
  ];
}

/** The legal footer of a buyer e-mail, as HTML. */
export function footerHtml(sender: MailSender, lang: Lang, options: FooterOptions = {}): string {
  return footerLines(sender, lang, options)
    .map((line) => escapeHtml(line))
    .join('<br>');
}

/** The legal footer of a buyer e-mail, as plain text after the signature separator. */
export function footerText(sender: MailSender, lang: Lang, options: FooterOptions = {}): string {
  return ['--', ...footerLines(sender, lang, options)].join('\n');
}
