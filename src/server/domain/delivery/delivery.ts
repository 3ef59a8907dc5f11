import type { Kysely } from 'kysely';
import { formatDate } from '../../../shared/format';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/index';
import type { Database } from '../../db/types';
import type { Logger } from '../../logger';
import { toLang, type Lang } from '../../../shared/languages';
import { DELIVERY_COPY } from '../../content';
import * as deliveryMail from '../../mail/delivery-mail';
import {
  button,
  escapeHtml,
  MAIL_COLORS as C,
  MAIL_FONT as FONT,
  paragraph as p,
} from '../../mail/html';
import {
  footerHtml as mailFooterHtml,
  footerText as mailFooterText,
  mailLayout as layout,
} from '../../mail/layout';
import * as saleNotification from '../../mail/sale-notification';
import { isValidEmail } from '../../../shared/validation';
import { storedEmail } from '../common/email-address';
import { productName } from '../checkout/catalog';
import { currentLinkAllowance, renewLink } from '../orders/link-renewal';
import { isBusinessPurchase } from '../orders/purchases';
import { downloadUrl, purchaseToken, withdrawUrl } from './download-tokens';
import { enqueueMail, type OutgoingMail } from './mail-outbox';
import { teamMailFacts } from './team-copies';
import { findInvoice } from '../invoices/invoices';
import { invoiceUrl } from '../invoices/invoice-links';
import { vatChargedNote } from '../checkout/vat-number-check';
import {
  addDays,
  findPurchase,
  listPaidPurchasesByEmail,
  singleLine,
  type Purchase,
} from '../orders/purchases';

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

/**
 * A buyer's e-mail address: trimmed, lower case, valid by the shop's one rule. Not through
 * singleLine: an address with a line break or a hidden character in it is refused, not mended.
 */
const buyerEmailSchema = z
  .string()
  .transform((s) => storedEmail(s))
  .refine(isValidEmail);

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
  trx: Db,
  purchase: { id: string },
  now: Date = new Date(),
): Promise<DeliveryResult> {
  const { config } = deps;
  const row = await findPurchase(trx, purchase.id);
  if (!row) throw new Error(`createPurchaseDelivery: no purchase ${purchase.id}`);
  // The current link: a second call after an administrator replaced it keeps the new one.
  const token = purchaseToken(config.sessionSecret, row);
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
  const title = await productName(trx, row.product_id);
  const mailable = {
    ...row,
    email: email.data,
    download_limit: delivered ? Number(row.download_limit) : config.downloadLimit,
  };
  // The invoice is issued before delivery in the same transaction; a free copy has none.
  const invoice = await findInvoice(trx, row.id, 'invoice');
  const invoiceLink = invoice ? invoiceUrl(config, invoice.number) : null;
  const vatNote = vatChargedNote(row, invoice);
  await enqueueMail(trx, buildDeliveryMail(deps, mailable, title, result, invoiceLink, vatNote), {
    dedupeKey: `delivery:${row.id}`,
    purchaseId: row.id,
  });
  // A free copy is no sale.
  if (config.saleNotificationEmail && row.status !== 'free') {
    await enqueueMail(trx, buildSaleNotification(deps, mailable, title, now), {
      dedupeKey: `sale-notification:${row.id}`,
      purchaseId: row.id,
    });
  }
  return result;
}

// ---------------------------------------------------------------------------------------
// E-mails: the templates are in src/server/mail; these hand them a purchase's facts.

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
  | 'status'
  | 'delivery_consent_at'
  | 'discount_code'
  | 'discount_amount'
  | 'copies'
  | 'list_price'
  | 'business_company'
  | 'business_vat_id'
> & { download_limit: number };

/** The delivery e-mail of a purchase, in the purchase's language. */
function buildDeliveryMail(
  deps: DeliveryDeps,
  purchase: MailablePurchase,
  title: string,
  links: Pick<DeliveryResult, 'downloadUrl' | 'withdrawUrl' | 'linkExpiresAt'>,
  invoiceLink: string | null = null,
  vatNote: string | null = null,
): OutgoingMail {
  const { config } = deps;
  return deliveryMail.buildDeliveryMail({
    lang: toLang(purchase.language),
    to: purchase.email,
    name: purchase.name ?? '',
    orderId: purchase.id,
    title,
    amount: Number(purchase.amount),
    currency: purchase.currency,
    discount: purchase.discount_code
      ? { code: singleLine(purchase.discount_code), amount: Number(purchase.discount_amount) }
      : null,
    orderedAt: purchase.paid_at ?? purchase.created_at,
    downloadUrl: links.downloadUrl,
    withdrawUrl:
      purchase.status === 'free' || isBusinessPurchase(purchase) ? null : links.withdrawUrl,
    free: purchase.status === 'free',
    invoiceUrl: invoiceLink,
    vatNote,
    linkExpiresAt: links.linkExpiresAt,
    downloadDays: config.downloadDays,
    downloadLimit: purchase.download_limit,
    academyUrl: config.academyUrl,
    deliveryConsentAt: purchase.delivery_consent_at ?? null,
    supportEmail: config.supportEmail,
    sender: config,
    // A team order's mail leads to its team page (decision 100).
    team: teamMailFacts(config, purchase),
  });
}

/** The seller's copy of a sale. */
function buildSaleNotification(
  deps: DeliveryDeps,
  purchase: MailablePurchase,
  title: string,
  now: Date,
): OutgoingMail {
  return saleNotification.buildSaleNotification({
    to: deps.config.saleNotificationEmail!,
    orderId: purchase.id,
    buyerEmail: purchase.email,
    buyerName: purchase.name ?? '',
    language: purchase.language,
    title,
    amount: Number(purchase.amount),
    currency: purchase.currency,
    provider: purchase.provider,
    paidAt: purchase.paid_at ?? now.toISOString(),
    sellerName: deps.config.seller.name,
  });
}

// The resend e-mail below is still assembled here, from the shared mail parts.
// A mail listing only free copies says why it came without claiming a purchase.
const footerHtml = (deps: DeliveryDeps, lang: Lang, free: boolean) =>
  mailFooterHtml(deps.config, lang, { free });
const footerText = (deps: DeliveryDeps, lang: Lang, free: boolean) =>
  mailFooterText(deps.config, lang, { free });

// ---------------------------------------------------------------------------------------
// "Resend my link"

/**
 * Sends an address its current download links, refreshing expired ones (a used-up link stays
 * used up). Each purchase is listed in its own language, the one it was bought in, whatever
 * page asked: one mail per language (nearly always one). Queues nothing when the address
 * bought nothing; the caller answers the same either way. Returns how many purchases the
 * mails listed.
 */
export async function resendDownloadLinks(
  deps: DeliveryDeps,
  db: Kysely<Database>,
  input: { email: string },
  now: Date = new Date(),
): Promise<number> {
  const { config } = deps;
  return db.transaction().execute(async (trx) => {
    const purchases = await listPaidPurchasesByEmail(trx, input.email);
    if (!purchases.length) return 0;
    type Item = {
      title: string;
      id: string;
      url: string;
      status: string;
      usable: boolean;
      free: boolean;
    };
    const byLang = new Map<Lang, Item[]>();
    for (const purchase of purchases) {
      const lang = toLang(purchase.language);
      const r = DELIVERY_COPY[lang].resendMail;
      const token = purchaseToken(config.sessionSecret, purchase);
      const url = downloadUrl(config.publicUrl, token);
      let expires = purchase.link_expires_at;
      let limit = Number(purchase.download_limit);
      const left0 = limit - Number(purchase.download_count);
      // What the link itself gives: after a renewal not the running total of every window.
      let allowance: number | null = null;
      if (!expires) {
        // Paid but never delivered (should not happen): give it its first window now.
        expires = addDays(now, config.downloadDays).toISOString();
        await trx
          .updateTable('ebook_purchases')
          .set({ link_expires_at: expires, download_link: url })
          .where('id', '=', purchase.id)
          .execute();
      } else if (expires <= now.toISOString() || left0 <= 0) {
        // Expired or used up: a fresh validity and allowance, within the buyer's renewals
        // (decision D14); past them the mail asks the buyer to reply, and support helps.
        const renewed = await renewLink(trx, purchase, {
          by: 'buyer',
          days: config.downloadDays,
          allowance: config.downloadLimit,
          now,
        });
        if (renewed.ok) {
          expires = renewed.expiresAt;
          limit = renewed.downloadLimit;
          allowance = config.downloadLimit;
        }
      }
      if (purchase.download_link !== url) {
        await trx
          .updateTable('ebook_purchases')
          .set({ download_link: url })
          .where('id', '=', purchase.id)
          .execute();
      }
      const left = Math.max(0, limit - Number(purchase.download_count));
      const usable = left > 0 && expires > now.toISOString();
      allowance ??= usable
        ? await currentLinkAllowance(trx, { ...purchase, download_limit: limit })
        : 0;
      const items = byLang.get(lang) ?? [];
      // A link the buyer cannot renew again is not printed: it would not open. They are told
      // where to write instead (decision D14).
      items.push({
        title: await productName(trx, purchase.product_id),
        id: purchase.id,
        url,
        status: usable
          ? r.status(formatDate(expires, lang), left, allowance)
          : r.usedUp(config.supportEmail),
        usable,
        free: purchase.status === 'free',
      });
      byLang.set(lang, items);
    }
    // Greeted by the name last typed, if any, like the delivery e-mail.
    const name = singleLine(purchases.find((purchase) => purchase.name)?.name ?? '');
    for (const [lang, items] of byLang) {
      const r = DELIVERY_COPY[lang].resendMail;
      const greeting = DELIVERY_COPY[lang].delivery.greeting(name);
      const free = items.every((item) => item.free);
      const anyLink = items.some((item) => item.usable);
      const intro = anyLink ? r.intro : r.introBlocked;
      const html = layout(
        lang,
        intro,
        [
          p(escapeHtml(greeting)),
          p(escapeHtml(intro)),
          ...items.map(
            (item) =>
              `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;border:1px solid ${C.sand};border-radius:6px"><tr><td style="padding:16px 18px;font-family:${FONT}">` +
              `<p style="margin:0 0 4px;font-size:16px;font-weight:700;color:${C.ink}">${escapeHtml(item.title)}</p>` +
              (item.usable
                ? `<p style="margin:0 0 12px;font-size:13px;color:${C.muted}">${escapeHtml(item.id)} · ${escapeHtml(item.status)}</p>` +
                  button(item.url, r.button) +
                  `<p style="margin:0;font-size:12px;color:${C.muted};word-break:break-all"><a href="${escapeHtml(item.url)}" style="color:${C.wine}">${escapeHtml(item.url)}</a></p>`
                : `<p style="margin:0 0 4px;font-size:13px;color:${C.muted}">${escapeHtml(item.id)}</p>` +
                  `<p style="margin:0;font-size:15px;line-height:1.5;color:${C.ink}">${escapeHtml(item.status)}</p>`) +
              `</td></tr></table>`,
          ),
          p(escapeHtml(r.notYou), `font-size:13px;color:${C.muted}`),
        ].join('\n'),
        footerHtml(deps, lang, free),
      );
      const text = [
        greeting,
        '',
        intro,
        '',
        ...items.flatMap((item) =>
          item.usable
            ? [item.title, `${item.id} · ${item.status}`, item.url, '']
            : [item.title, item.id, item.status, ''],
        ),
        r.notYou,
        '',
        footerText(deps, lang, free),
      ].join('\n');
      await enqueueMail(trx, {
        to: purchases[0].email,
        subject: anyLink ? r.subject : r.subjectBlocked,
        text,
        html,
        replyTo: config.supportEmail,
      });
    }
    return purchases.length;
  });
}
