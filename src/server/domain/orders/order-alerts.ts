import type { Config } from '../../config';
import type { Db } from '../../db/index';
import type { Logger } from '../../logger';
import { buildDeliveryFailedAlert } from '../../mail/delivery-failed-alert';
import { storedEmail } from '../common/email-address';
import { enqueueMail, type PermanentFailureHandler } from '../delivery/mail-outbox';

/** The order a delivery e-mail belongs to: its dedupe key is "delivery:{id}" or "delivery:{id}:…". */
function deliveredOrderId(message: { dedupe_key: string | null }): string | null {
  const match = /^delivery:([^:]+)(?::|$)/.exec(message.dedupe_key ?? '');
  return match ? match[1] : null;
}

/** Who hears of trouble: SALE_NOTIFICATION_EMAIL, or else every administrator. */
export async function sellerAddresses(
  db: Db,
  config: Pick<Config, 'saleNotificationEmail' | 'adminEmails'>,
): Promise<string[]> {
  if (config.saleNotificationEmail) return [config.saleNotificationEmail];
  const rows = await db.selectFrom('admins').select('email').execute();
  return [...new Set([...config.adminEmails, ...rows.map((r) => r.email)].map(storedEmail))];
}

/**
 * A delivery e-mail that failed for good leaves a buyer without a link: the order is flagged in
 * the admin's order list and the seller is alerted by e-mail (once per failed message).
 */
export function createFailedDeliveryHandler(deps: {
  db: Db;
  config: Pick<Config, 'saleNotificationEmail' | 'adminEmails' | 'publicUrl'>;
  logger: Pick<Logger, 'warn' | 'error'>;
}): PermanentFailureHandler {
  return async (message) => {
    const orderId = deliveredOrderId(message);
    if (!orderId) return;
    const recipients = await sellerAddresses(deps.db, deps.config);
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('ebook_purchases')
        .set({ delivery_failed_at: new Date().toISOString() })
        .where('id', '=', orderId)
        .execute();
      for (const to of recipients) {
        await enqueueMail(
          trx,
          buildDeliveryFailedAlert({
            to,
            orderId,
            buyerEmail: message.to_address,
            reason: message.last_error ?? 'unbekannt',
            orderUrl: `${deps.config.publicUrl}/admin/orders/${encodeURIComponent(orderId)}`,
          }),
          { dedupeKey: `delivery-failed:${message.id}:${to}`, purchaseId: orderId },
        );
      }
    });
    if (!recipients.length) {
      deps.logger.warn({ orderId }, 'delivery failed for good and no seller address is configured');
    }
  };
}
