import type { Db } from '../../db/index';
import { orderStatusLabel } from '../../../shared/schema-labels';
import { hasOrderNaming } from '../orders/purchases';
import type { Row } from '../../../shared/schema-validation';
import type { PurchaseStatus } from '../../db/types';
import ebookPurchasesSchema from '../../../shared/schemas/ebook_purchases.json';

/**
 * What must not happen cannot (the order desk's rules for the generic table API): an order with
 * money or a delivery behind it stays, a product that has orders stays (it can be deactivated),
 * orders come from checkouts and free copies only, and the audit log is never written by hand.
 * Messages are German, like the admin (D12).
 */

/**
 * Orders that may be deleted: nothing was paid or delivered. The schema's `x-deletable` holds
 * them, so the list offers delete only where the server allows it.
 */
const DELETABLE_ORDER_STATUSES = ebookPurchasesSchema['x-deletable']
  .status as readonly PurchaseStatus[];

export { orderStatusLabel as statusLabel };

export const ORDER_CREATE_REFUSAL =
  'Bestellungen entstehen durch einen Kauf oder als Gratisexemplar; von Hand angelegt werden können sie nicht.';

export const AUDIT_WRITE_REFUSAL = 'Das Änderungsprotokoll kann nur gelesen werden.';

export async function orderDeleteRefusal(_db: Db, row: Row): Promise<string | null> {
  const status = String(row.status);
  if (DELETABLE_ORDER_STATUSES.includes(status as PurchaseStatus)) return null;
  return `Die Bestellung ${String(row.id)} ist „${orderStatusLabel(status)}“ und kann nicht gelöscht werden: Nur ausstehende, fehlgeschlagene und abgelaufene Bestellungen lassen sich löschen.`;
}

export async function productDeleteRefusal(db: Db, row: Row): Promise<string | null> {
  if (!(await hasOrderNaming(db, 'product_id', String(row.id)))) return null;
  return `Das Produkt ${String(row.id)} hat Bestellungen und kann nicht gelöscht werden. Deaktivieren Sie es stattdessen (Aktiv: Nein); dann wird es nicht mehr angeboten.`;
}
