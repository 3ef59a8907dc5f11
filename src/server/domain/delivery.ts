import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { Config } from '../config';
import type { Database } from '../db/types';
import type { Logger } from '../logger';
import { isLang, LANGUAGE_INFO, type Lang } from '../../shared/languages';
import { formatPrice } from '../../shared/products';
import { DELIVERY_COPY, SALE_NOTIFICATION } from '../content';
import { createDownloadToken, downloadUrl, withdrawUrl } from './download-tokens';
import { enqueueMail, type OutgoingMail } from './mail-outbox';
import {
  addDays,
  findPurchase,
  listPaidPurchasesByEmail,
  refreshExpiredLink,
  singleLine,
  type Purchase,
} from './purchases';

export { singleLine };

/**
 * Delivery of a paid purchase: the personal download link and the e-mails that carry it
 * (decision D4). Nothing here sends mail directly; everything goes through the outbox in the
 * caller's transaction, so a rolled-back payment never mails a link.
 */
export interface DeliveryDeps {
  config: Pick<
    Config,
    | 'publicUrl'
    | 'sessionSecret'
    | 'downloadDays'
    | 'downloadLimit'
    | 'supportEmail'
    | 'academyUrl'
    | 'seller'
    | 'saleNotificationEmail'
  >;
  logger?: Pick<Logger, 'error' | 'warn' | 'info'>;
}

export interface DeliveryResult {
  token: string;
  downloadUrl: string;
  withdrawUrl: string;
  linkExpiresAt: string;
}

// ---------------------------------------------------------------------------------------
// Input hygiene: whatever a buyer typed reaches a mail header or a PDF only through these.

/** A buyer's e-mail address: trimmed, one line, lower case, valid. */
export const buyerEmailSchema = z
  .string()
  .transform((s) => singleLine(s).toLowerCase())
  .pipe(z.email().max(254));

/** A buyer's name: one line, at most 100 characters, possibly empty. */
export const buyerNameSchema = z
  .string()
  .nullish()
  .transform((s) => singleLine(s ?? '').slice(0, 100));

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function langOf(value: string): Lang {
  return isLang(value) ? value : 'en';
}

export function formatDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LANGUAGE_INFO[lang].locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));
}

// ---------------------------------------------------------------------------------------
// The one entry point for checkout

/**
 * Called by the fulfilment code inside its transaction when a payment is confirmed: gives the
 * purchase its personal download link (stored in download_link), starts its validity window
 * and download allowance, and queues the delivery e-mail and the optional sale notification.
 * Idempotent: a second call keeps the first link's window, and the outbox's dedupe keys make
 * each e-mail go out exactly once.
 */
export async function createPurchaseDelivery(
  deps: DeliveryDeps,
  trx: Kysely<Database> | Transaction<Database>,
  purchase: { id: string },
  now: Date = new Date(),
): Promise<DeliveryResult> {
  const { config } = deps;
  const row = await findPurchase(trx, purchase.id);
  if (!row) throw new Error(`createPurchaseDelivery: no purchase ${purchase.id}`);
  const token = createDownloadToken(config.sessionSecret, row.id);
  const link = downloadUrl(config.publicUrl, token);
  const delivered = Boolean(row.download_link && row.link_expires_at);
  const linkExpiresAt = delivered
    ? row.link_expires_at!
    : addDays(now, config.downloadDays).toISOString();
  if (!delivered || row.download_link !== link) {
    await trx
      .updateTable('ebook_purchases')
      .set(
        delivered
          ? { download_link: link }
          : {
              download_link: link,
              link_expires_at: linkExpiresAt,
              download_limit: config.downloadLimit,
            },
      )
      .where('id', '=', row.id)
      .execute();
  }
  const result: DeliveryResult = {
    token,
    downloadUrl: link,
    withdrawUrl: withdrawUrl(config.publicUrl, token),
    linkExpiresAt,
  };

  const email = buyerEmailSchema.safeParse(row.email);
  if (!email.success) {
    // Checkout validates the address; a bad one here must not undo a paid purchase.
    deps.logger?.error({ purchaseId: row.id }, 'purchase has no valid e-mail address; not mailed');
    return result;
  }
  const title = await productTitle(trx, row);
  const mailable = {
    ...row,
    email: email.data,
    download_limit: delivered ? Number(row.download_limit) : config.downloadLimit,
  };
  await enqueueMail(trx, buildDeliveryMail(deps, mailable, title, result), {
    dedupeKey: `delivery:${row.id}`,
  });
  if (config.saleNotificationEmail) {
    await enqueueMail(trx, buildSaleNotification(deps, mailable, title, now), {
      dedupeKey: `sale-notification:${row.id}`,
    });
  }
  return result;
}

async function productTitle(
  db: Kysely<Database> | Transaction<Database>,
  purchase: Pick<Purchase, 'product_id'>,
): Promise<string> {
  const product = await db
    .selectFrom('products')
    .select('name')
    .where('id', '=', purchase.product_id)
    .executeTakeFirst();
  return singleLine(product?.name ?? 'Restaurant Closer');
}

// ---------------------------------------------------------------------------------------
// E-mails: table layout, inline styles, no images; every dynamic value escaped.

const C = {
  ink: '#1c1917',
  muted: '#57534e',
  linen: '#faf7f2',
  sand: '#f3ede3',
  wine: '#7a1f33',
  brass: '#8a6a1f',
  accent: '#b4341f',
};
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

function p(html: string, style = ''): string {
  return `<p style="margin:0 0 16px;font-size:16px;line-height:1.55;color:${C.ink};${style}">${html}</p>`;
}

function button(href: string, label: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 20px"><tr><td style="border-radius:6px;background:${C.accent}"><a href="${escapeHtml(href)}" style="display:inline-block;padding:14px 26px;font-family:${FONT};font-size:16px;font-weight:700;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(label)}</a></td></tr></table>`;
}

function layout(lang: Lang, preheader: string, body: string, footer: string): string {
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

function footerHtml(deps: DeliveryDeps, lang: Lang): string {
  const { seller, publicUrl } = deps.config;
  const copy = DELIVERY_COPY[lang].footer;
  return [
    escapeHtml(seller.name),
    escapeHtml(seller.address),
    `${escapeHtml(copy.vatLabel)} ${escapeHtml(seller.vatId)}`,
    escapeHtml(copy.reason(new URL(publicUrl).host)),
  ].join('<br>');
}

function footerText(deps: DeliveryDeps, lang: Lang): string {
  const { seller, publicUrl } = deps.config;
  const copy = DELIVERY_COPY[lang].footer;
  return [
    '--',
    seller.name,
    seller.address,
    `${copy.vatLabel} ${seller.vatId}`,
    copy.reason(new URL(publicUrl).host),
  ].join('\n');
}

function orderTable(rows: Array<[string, string]>): string {
  const cells = rows
    .map(
      ([k, v]) =>
        `<tr><td style="padding:6px 0;font-size:14px;color:${C.muted};width:45%">${escapeHtml(k)}</td><td style="padding:6px 0;font-size:14px;color:${C.ink};font-weight:600">${escapeHtml(v)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px;border-top:1px solid ${C.sand};border-bottom:1px solid ${C.sand}">${cells}</table>`;
}

type MailablePurchase = Pick<
  Purchase,
  | 'id'
  | 'email'
  | 'name'
  | 'language'
  | 'amount'
  | 'currency'
  | 'provider'
  | 'created_at'
  | 'paid_at'
> & { download_limit: number };

/** The delivery e-mail of a purchase, in the purchase's language. */
export function buildDeliveryMail(
  deps: DeliveryDeps,
  purchase: MailablePurchase,
  title: string,
  links: Pick<DeliveryResult, 'downloadUrl' | 'withdrawUrl' | 'linkExpiresAt'>,
): OutgoingMail {
  const { config } = deps;
  const lang = langOf(purchase.language);
  const d = DELIVERY_COPY[lang].delivery;
  const name = singleLine(purchase.name ?? '');
  const until = formatDate(links.linkExpiresAt, lang);
  const validity = d.validity(config.downloadDays, purchase.download_limit, until);
  const order: Array<[string, string]> = [
    [d.orderNumber, purchase.id],
    [d.orderEdition, `${title} (${LANGUAGE_INFO[lang].name})`],
    [d.orderAmount, formatPrice(Number(purchase.amount), purchase.currency, lang)],
    [d.orderDate, formatDate(purchase.paid_at ?? purchase.created_at, lang)],
  ];
  const academy = config.academyUrl;

  const html = layout(
    lang,
    d.preheader,
    [
      p(escapeHtml(d.greeting(name))),
      p(escapeHtml(d.intro(title))),
      button(links.downloadUrl, d.button),
      p(
        `${escapeHtml(d.fallback)}<br><a href="${escapeHtml(links.downloadUrl)}" style="color:${C.wine};word-break:break-all">${escapeHtml(links.downloadUrl)}</a>`,
        `font-size:13px;color:${C.muted}`,
      ),
      p(`${escapeHtml(validity)} ${escapeHtml(d.stamp)}`, 'font-size:15px'),
      p(escapeHtml(d.pages), `font-size:15px;font-weight:600;color:${C.wine}`),
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:4px 0 20px;background:${C.linen};border-left:4px solid ${C.brass}"><tr><td style="padding:16px 18px;font-family:${FONT}">` +
        `<p style="margin:0 0 6px;font-size:15px;font-weight:700;color:${C.ink}">${escapeHtml(d.bonusTitle)}</p>` +
        `<p style="margin:0;font-size:15px;line-height:1.5;color:${C.ink}">${escapeHtml(d.bonusText)}${
          academy
            ? ` <a href="${escapeHtml(academy)}" style="color:${C.wine};font-weight:600">${escapeHtml(d.bonusLink)}</a>`
            : ''
        }</p></td></tr></table>`,
      `<p style="margin:0 0 8px;font-size:13px;font-weight:700;letter-spacing:1px;text-transform:uppercase;color:${C.brass}">${escapeHtml(d.orderTitle)}</p>`,
      orderTable(order),
      p(escapeHtml(d.consentConfirmation), `font-size:14px;color:${C.muted}`),
      p(
        `${escapeHtml(d.withdrawal)} <a href="${escapeHtml(links.withdrawUrl)}" style="color:${C.wine}">${escapeHtml(d.withdrawalLink)}</a>`,
        `font-size:14px;color:${C.muted}`,
      ),
      p(escapeHtml(d.support), 'font-size:15px'),
      p(escapeHtml(d.signOff), 'font-size:15px;margin-bottom:0'),
    ].join('\n'),
    footerHtml(deps, lang),
  );

  const text = [
    d.greeting(name),
    '',
    d.intro(title),
    '',
    `${d.button}:`,
    links.downloadUrl,
    '',
    `${validity} ${d.stamp}`,
    '',
    d.pages,
    '',
    `${d.bonusTitle}: ${d.bonusText}${academy ? ` ${d.bonusLink}: ${academy}` : ''}`,
    '',
    `${d.orderTitle}`,
    ...order.map(([k, v]) => `${k}: ${v}`),
    '',
    d.consentConfirmation,
    `${d.withdrawal} ${links.withdrawUrl}`,
    '',
    d.support,
    '',
    d.signOff,
    '',
    footerText(deps, lang),
  ].join('\n');

  return {
    to: purchase.email,
    subject: singleLine(d.subject(title)),
    text,
    html,
    replyTo: config.supportEmail,
  };
}

/** The seller's copy of a sale, with reply-to the buyer so one click answers them. */
export function buildSaleNotification(
  deps: DeliveryDeps,
  purchase: MailablePurchase,
  title: string,
  now: Date,
): OutgoingMail {
  const n = SALE_NOTIFICATION;
  const amount = formatPrice(Number(purchase.amount), purchase.currency, 'de');
  const rows: Array<[string, string]> = [
    [n.order, purchase.id],
    [n.buyer, purchase.email],
    [n.name, singleLine(purchase.name ?? '') || '–'],
    [n.edition, `${title} (${purchase.language.toUpperCase()})`],
    [n.amount, amount],
    [n.provider, purchase.provider],
    [n.date, formatDate(purchase.paid_at ?? now.toISOString(), 'de')],
  ];
  const html = layout(
    'de',
    n.intro,
    [p(escapeHtml(n.intro)), orderTable(rows), p(escapeHtml(n.replyHint), 'font-size:14px')].join(
      '\n',
    ),
    escapeHtml(deps.config.seller.name),
  );
  return {
    to: deps.config.saleNotificationEmail!,
    subject: singleLine(n.subject(title, purchase.language, amount)),
    text: [n.intro, '', ...rows.map(([k, v]) => `${k}: ${v}`), '', n.replyHint].join('\n'),
    html,
    replyTo: purchase.email,
  };
}

// ---------------------------------------------------------------------------------------
// "Resend my link"

/**
 * Sends an address its current download links, refreshing expired ones (a used-up link stays
 * used up). Queues nothing when the address bought nothing; the caller answers the same
 * either way. Returns how many purchases the mail listed.
 */
export async function resendDownloadLinks(
  deps: DeliveryDeps,
  db: Kysely<Database>,
  input: { email: string; language: Lang },
  now: Date = new Date(),
): Promise<number> {
  const { config } = deps;
  return db.transaction().execute(async (trx) => {
    const purchases = await listPaidPurchasesByEmail(trx, input.email);
    if (!purchases.length) return 0;
    const lang = input.language;
    const r = DELIVERY_COPY[lang].resendMail;
    const items: Array<{
      title: string;
      id: string;
      url: string;
      status: string;
      usable: boolean;
    }> = [];
    for (const purchase of purchases) {
      const token = createDownloadToken(config.sessionSecret, purchase.id);
      const url = downloadUrl(config.publicUrl, token);
      let expires = purchase.link_expires_at;
      if (!expires) {
        // Paid but never delivered (should not happen): give it its first window now.
        expires = addDays(now, config.downloadDays).toISOString();
        await trx
          .updateTable('ebook_purchases')
          .set({ link_expires_at: expires, download_link: url })
          .where('id', '=', purchase.id)
          .execute();
      } else if (expires <= now.toISOString()) {
        expires = (await refreshExpiredLink(trx, purchase.id, now, config.downloadDays)) ?? expires;
      }
      if (purchase.download_link !== url) {
        await trx
          .updateTable('ebook_purchases')
          .set({ download_link: url })
          .where('id', '=', purchase.id)
          .execute();
      }
      const limit = Number(purchase.download_limit);
      const left = Math.max(0, limit - Number(purchase.download_count));
      items.push({
        title: await productTitle(trx, purchase),
        id: purchase.id,
        url,
        status: left > 0 ? r.status(formatDate(expires, lang), left, limit) : r.usedUp,
        usable: left > 0,
      });
    }
    const html = layout(
      lang,
      r.intro,
      [
        p(escapeHtml(r.intro)),
        ...items.map(
          (item) =>
            `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;border:1px solid ${C.sand};border-radius:6px"><tr><td style="padding:16px 18px;font-family:${FONT}">` +
            `<p style="margin:0 0 4px;font-size:16px;font-weight:700;color:${C.ink}">${escapeHtml(item.title)}</p>` +
            `<p style="margin:0 0 12px;font-size:13px;color:${C.muted}">${escapeHtml(item.id)} · ${escapeHtml(item.status)}</p>` +
            (item.usable ? button(item.url, r.button) : '') +
            `<p style="margin:0;font-size:12px;color:${C.muted};word-break:break-all"><a href="${escapeHtml(item.url)}" style="color:${C.wine}">${escapeHtml(item.url)}</a></p>` +
            `</td></tr></table>`,
        ),
        p(escapeHtml(r.notYou), `font-size:13px;color:${C.muted}`),
      ].join('\n'),
      footerHtml(deps, lang),
    );
    const text = [
      r.intro,
      '',
      ...items.flatMap((item) => [item.title, `${item.id} · ${item.status}`, item.url, '']),
      r.notYou,
      '',
      footerText(deps, lang),
    ].join('\n');
    await enqueueMail(trx, {
      to: purchases[0].email,
      subject: r.subject,
      text,
      html,
      replyTo: config.supportEmail,
    });
    return items.length;
  });
}
