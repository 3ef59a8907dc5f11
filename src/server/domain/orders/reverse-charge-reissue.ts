import type { ViesAnswer } from '../../adapters/vies';
import { formatCents } from '../../../shared/format';
import type { Config } from '../../config';
import { toLang } from '../../../shared/languages';
import { buildReverseChargeMail } from '../../mail/reverse-charge-mail';
import { recordAudit } from '../tables/audit-log';
import { DomainError } from '../common/errors';
import { invoiceUrl } from '../invoices/invoice-links';
import { findInvoice, issueCancellationInvoice, issueInvoice } from '../invoices/invoices';
import { enqueueMail } from '../delivery/mail-outbox';
import { deskAction } from './order-desk-action';
import {
  reverseChargeRefusal,
  reverseChargeVatId,
  viesResultText,
} from '../checkout/reverse-charge-rules';

/**
 * "Als Reverse-Charge neu ausstellen" (docs/decisions/070-invoices.md, "Reissued as a reverse
 * charge"): an order of a business of another member state whose invoice charged VAT because
 * VIES did not confirm the number at the payment (it was down, or did not know the number
 * yet). VIES is asked again now, outside any transaction; only a confirmation lets the action
 * claim the order, store the new evidence, cancel the invoice and issue the reverse-charge
 * invoice (the next series of the order) in one transaction, and mail the buyer both. Money
 * does not move: the shop has one price, which a reverse-charge invoice states as the net.
 */

function notConfirmedMessage(vatId: string, answer: ViesAnswer): string {
  const text = viesResultText(answer);
  return answer.status === 'invalid'
    ? `Die USt-IdNr. ${vatId} ist ${text}. Die Rechnung bleibt, wie sie ist; es wurde nichts geändert.`
    : `Die USt-IdNr. ${vatId} konnte nicht geprüft werden: ${text}. Es wurde nichts geändert; bitte versuchen Sie es später erneut.`;
}

export const reissueAsReverseCharge = deskAction((deps, id, actor) => {
  const config: Config = deps.config;
  // The answer VIES gave this request, asked before the transaction.
  let confirmed: ViesAnswer | null = null;
  let vatId = '';
  return {
    async refusal(p) {
      const current = await findInvoice(deps.db, id, 'invoice');
      const refusal = reverseChargeRefusal(p, current, config.invoicing.sellerCountry);
      if (refusal) return refusal;
      vatId = reverseChargeVatId(p)!;
      const answer: ViesAnswer = deps.vies
        ? await deps.vies.check(vatId)
        : { status: 'unavailable', checkedAt: new Date().toISOString(), requestId: null };
      deps.logger.info({ purchaseId: id, vies: answer.status }, 'VAT number checked again');
      if (answer.status !== 'valid') return notConfirmedMessage(vatId, answer);
      confirmed = answer;
      return null;
    },
    statuses: ['paid'],
    async run(trx, p) {
      const answer = confirmed!;
      const original = await findInvoice(trx, id, 'invoice');
      if (!original) return null;
      const evidence = {
        vies_vat_id: vatId,
        vies_status: 'valid' as const,
        vies_checked_at: answer.checkedAt,
        vies_request_id: answer.requestId,
      };
      await trx.updateTable('ebook_purchases').set(evidence).where('id', '=', id).execute();
      const now = new Date();
      const cancellation = await issueCancellationInvoice(trx, id, now);
      const invoice = await issueInvoice(trx, config, id, now, Number(original.series) + 1);
      if (!cancellation || !invoice) return null;
      // The order's facts decide; should they not give a reverse charge after all, nothing stays.
      if (invoice.vat_treatment !== 'reverse-charge') {
        throw new DomainError(
          'conflict',
          `Die Angaben der Bestellung ${id} ergeben keine Reverse-Charge-Rechnung; es wurde nichts geändert.`,
        );
      }
      const amount = formatCents(Number(invoice.gross), invoice.currency);
      await recordAudit(trx, {
        actor,
        action: 'reissue-reverse-charge',
        table: 'ebook_purchases',
        rowId: id,
        summary: `Rechnung ${original.number} mit Stornorechnung ${cancellation.number} storniert und als Reverse-Charge-Rechnung ${invoice.number} neu ausgestellt (${amount} netto, ohne USt); ${viesResultText(answer)}; an ${p.email} gesendet`,
        before: {
          vies_status: p.vies_status,
          vies_request_id: p.vies_request_id,
          invoice: original.number,
        },
        after: { ...evidence, invoice: invoice.number },
      });
      await enqueueMail(
        trx,
        buildReverseChargeMail({
          lang: toLang(p.language),
          to: p.email,
          orderId: id,
          vatId,
          cancelledNumber: original.number,
          cancellation: {
            number: cancellation.number,
            url: invoiceUrl(config, cancellation.number),
          },
          invoice: { number: invoice.number, url: invoiceUrl(config, invoice.number) },
          supportEmail: config.supportEmail,
          sellerName: config.seller.name,
        }),
        { dedupeKey: `reverse-charge:${invoice.number}`, purchaseId: id },
      );
      return { original, cancellation, invoice, answer };
    },
    done: (p, r) => {
      const paid = formatCents(Number(r.invoice.gross), r.invoice.currency);
      const vat = formatCents(Number(r.original.vat), r.original.currency);
      return (
        `${viesResultText(r.answer)}. Die Rechnung ${r.original.number} wurde mit der Stornorechnung ${r.cancellation.number} storniert und als Reverse-Charge-Rechnung ${r.invoice.number} neu ausgestellt (${paid} netto, ohne USt); ${p.email} hat beide per E-Mail erhalten. ` +
        `Zum Geld: Bezahlt wurden ${paid}; der Shop hat einen Preis, den die neue Rechnung als Nettobetrag ausweist, und erstattet nichts von selbst. ` +
        `Soll der Käufer die zuvor berechnete USt (${vat}) zurückerhalten, erstatten Sie sie mit „Teilerstattung“ beim Zahlungsanbieter (es folgt eine Rechnungskorrektur). ` +
        `Die USt der stornierten Rechnung berichtigen Sie in der nächsten OSS-Meldung.`
      );
    },
  };
});
