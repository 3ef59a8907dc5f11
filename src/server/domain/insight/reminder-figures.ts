import type { Db } from '../../db/index';
import { SOLD_STATUSES } from '../orders/purchases';

/**
 * For the sales figures, between two instants: when reminders were queued, and when purchases
 * after a reminder were paid, whether the buyer came back through the reminder's link (a new
 * order naming it) or paid the reminded checkout itself.
 */
export async function readReminderTimes(
  db: Db,
  from: string,
  until: string,
): Promise<{ sent: string[]; purchases: string[] }> {
  const sent = await db
    .selectFrom('ebook_purchases')
    .select('reminder_sent_at')
    .where('reminder_sent_at', '>=', from)
    .where('reminder_sent_at', '<', until)
    .execute();
  const purchases = await db
    .selectFrom('ebook_purchases')
    .select('paid_at')
    .where('paid_at', '>=', from)
    .where('paid_at', '<', until)
    .where('status', 'in', SOLD_STATUSES)
    .where((eb) =>
      eb.or([
        eb('reminder_of', 'is not', null),
        eb.and([
          eb('reminder_sent_at', 'is not', null),
          eb('paid_at', '>=', eb.ref('reminder_sent_at')),
        ]),
      ]),
    )
    .execute();
  return {
    sent: sent.flatMap((r) => (r.reminder_sent_at ? [r.reminder_sent_at] : [])),
    purchases: purchases.flatMap((r) => (r.paid_at ? [r.paid_at] : [])),
  };
}
