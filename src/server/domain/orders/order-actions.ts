import { toLang } from '../../../shared/languages';
import { formatCents, germanDate } from '../../../shared/format';
import { buildInvoiceMail } from '../../mail/invoice-mail';
import { buildRenewedLinkMail } from '../../mail/renewed-link-mail';
import { productName } from '../checkout/catalog';
import { recordAudit } from '../tables/audit-log';
import { createDownloadToken, downloadUrl, withdrawUrl } from '../delivery/download-tokens';
import { invoiceUrl } from '../invoices/invoice-links';
import { findInvoice, issueInvoice } from '../invoices/invoices';
import { renewLink } from './link-renewal';
import { enqueueMail } from '../delivery/mail-outbox';
import { deskAction } from './order-desk-action';
import { germanLanguageName as languageName } from '../../../shared/schema-labels';
import { deliveryRefusal, invoiceRefusal, queueDeliveryMailAgain, resendRefusal } from './orders';
import { DELIVERED_STATUSES, findPurchase, isBusinessPurchase } from './purchases';

/**
 * The order desk's actions. Each names the order version the administrator saw: the action
 * runs only on that version and raises it in the same statement that claims the order, so a
 * second click (or a second window) finds a newer version and changes nothing (409). Each is
 * recorded in the audit log with who did it, and mails the buyer in the buyer's language where
 * it concerns them. Erstatten and Teilerstattung are in order-refunds.ts.
 */

/** Link erneut senden: the delivery e-mail again, with the link as it is. */
export const resendOrderDelivery = deskAction((deps, id, actor) => ({
  refusal: (p) => resendRefusal(p),
  statuses: DELIVERED_STATUSES,
  async run(trx, p, version) {
    await recordAudit(trx, {
      actor,
      action: 'resend',
      table: 'ebook_purchases',
      rowId: id,
      summary: `Liefer-E-Mail erneut an ${p.email} (${languageName(p.language)})`,
    });
    // The action first, then the e-mail it queued: the timeline reads in that order.
    await queueDeliveryMailAgain(deps, trx, p, `delivery:${id}:again:${version}`);
    return true;
  },
  done: (p) => `Die Liefer-E-Mail der Bestellung ${id} wurde erneut an ${p.email} gesendet.`,
}));

/**
 * Neuen Link ausstellen: a new link at a new address, with a new validity and download
 * allowance, mailed to the buyer in a mail that says so. The link's generation is raised, so
 * every earlier link of the order (one that was forwarded or posted, say) answers that it was
 * replaced (decision D4).
 */
export const renewOrderLink = deskAction((deps, id, actor) => {
  const { config } = deps;
  return {
    refusal: (p) => deliveryRefusal(p),
    statuses: DELIVERED_STATUSES,
    async run(trx, p, version) {
      const outcome = await renewLink(trx, p, {
        by: 'admin',
        actor,
        days: config.downloadDays,
        allowance: config.downloadLimit,
      });
      if (!outcome.ok) return null;
      // The claim on the order's version lets no one else change it meanwhile.
      const generation = Number(p.link_generation ?? 1) + 1;
      const token = createDownloadToken(config.sessionSecret, id, generation);
      await trx
        .updateTable('ebook_purchases')
        .set({ link_generation: generation, download_link: downloadUrl(config.publicUrl, token) })
        .where('id', '=', id)
        .execute();
      const fresh = (await findPurchase(trx, id))!;
      await recordAudit(trx, {
        actor,
        action: 'renew-link',
        table: 'ebook_purchases',
        rowId: id,
        summary: `Neue Link-Adresse ausgestellt, die bisherige ist gesperrt; gültig bis ${germanDate(outcome.expiresAt)} (${config.downloadDays} Tage), ${config.downloadLimit} weitere Downloads; an ${p.email} gesendet`,
        before: {
          link_expires_at: p.link_expires_at,
          download_limit: Number(p.download_limit),
          link_generation: Number(p.link_generation ?? 1),
        },
        after: {
          link_expires_at: outcome.expiresAt,
          download_limit: outcome.downloadLimit,
          link_generation: generation,
        },
      });
      // A mail of its own, not the delivery e-mail again: the new links, and that the old no
      // longer work.
      await enqueueMail(
        trx,
        buildRenewedLinkMail({
          lang: toLang(fresh.language),
          to: fresh.email,
          name: fresh.name ?? '',
          orderId: id,
          title: await productName(trx, fresh.product_id),
          downloadUrl: downloadUrl(config.publicUrl, token),
          withdrawUrl:
            fresh.status === 'paid' &&
            Number(fresh.download_count) === 0 &&
            !isBusinessPurchase(fresh)
              ? withdrawUrl(config.publicUrl, token)
              : null,
          amount: Number(fresh.amount),
          free: fresh.status === 'free',
          linkExpiresAt: outcome.expiresAt,
          downloads: config.downloadLimit,
          supportEmail: config.supportEmail,
          sender: config,
        }),
        { dedupeKey: `delivery:${id}:renewed:${version}`, purchaseId: id },
      );
      return outcome;
    },
    done: (p, renewed) =>
      `Neuer Link für die Bestellung ${id}: neue Adresse, der bisherige Link ist gesperrt; gültig bis ${germanDate(renewed.expiresAt)}, ${config.downloadLimit} weitere Downloads; an ${p.email} gesendet.`,
  };
});

/**
 * Rechnung ausstellen: the invoice of a paid order that has none (paid before invoices were
 * issued, or whose invoice failed). It takes the next number in the same transaction that
 * claims the order's version, so a second click or a concurrent payment event issues nothing
 * more; issue date today, supply date the day of payment. The PDF is made on first download.
 */
export const issueOrderInvoice = deskAction((deps, id, actor) => ({
  async refusal(p) {
    const existing = await findInvoice(deps.db, id, 'invoice');
    return invoiceRefusal(p, existing?.number ?? null);
  },
  statuses: ['paid'],
  async run(trx, p) {
    const inv = await issueInvoice(trx, deps.config, id);
    if (!inv) return null;
    await recordAudit(trx, {
      actor,
      action: 'issue-invoice',
      table: 'ebook_purchases',
      rowId: id,
      summary: `Rechnung ${inv.number} ausgestellt (${formatCents(Number(inv.gross), inv.currency)}) und an ${p.email} gesendet`,
    });
    // The buyer gets the invoice, in the purchase's language: one mail per invoice.
    await enqueueMail(
      trx,
      buildInvoiceMail({
        lang: toLang(p.language),
        to: p.email,
        orderId: id,
        amount: Number(inv.gross),
        currency: inv.currency,
        supportEmail: deps.config.supportEmail,
        sellerName: deps.config.seller.name,
        invoiceNumber: inv.number,
        invoiceUrl: invoiceUrl(deps.config, inv.number),
      }),
      { dedupeKey: `invoice:${inv.number}`, purchaseId: id },
    );
    return inv;
  },
  done: (p, issued) =>
    `Für die Bestellung ${id} wurde die Rechnung ${issued.number} ausgestellt und an ${p.email} gesendet.`,
}));
