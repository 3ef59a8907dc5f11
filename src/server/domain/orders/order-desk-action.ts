import { sql } from 'kysely';
import type { OrderActionInput, OrderActionResult } from '../../../shared/api/orders';
import type { Db } from '../../db/index';
import type { PurchaseStatus } from '../../db/types';
import { DomainError } from '../common/errors';
import { getOrderDetail, ORDER_NOT_FOUND, staleOrderMessage, type OrderDeskDeps } from './orders';
import { findPurchase, type Purchase } from './purchases';

/**
 * The one shape of an order-desk action (docs/decisions/031-order-desk.md): the order is
 * loaded, refused with a reason when its state does not allow the action, claimed at the
 * version the administrator saw in the same transaction that does the work (so a second click
 * or a second window changes nothing and is told so), and answered with a German message and
 * the order as it is now. Each action supplies only its own part.
 */
export interface Actor {
  actor: string;
}

export interface DeskAction<T> {
  /** Why the order does not allow this action now, or null. */
  refusal(p: Purchase): string | null | Promise<string | null>;
  /** The statuses the order may have when it is claimed. */
  statuses: PurchaseStatus[];
  /** The work, in the claiming transaction (audit entry and mail included); null if it could not. */
  run(trx: Db, p: Purchase, version: number): Promise<T | null>;
  /** The message shown to the administrator afterwards. */
  done(p: Purchase, outcome: T): string;
}

export async function requireOrder(deps: OrderDeskDeps, id: string): Promise<Purchase> {
  const p = await findPurchase(deps.db, id);
  if (!p) throw new DomainError('not-found', ORDER_NOT_FOUND);
  return p;
}

/** A refusal that shows the order as it is now next to the reason. */
export async function refuseOrder(
  deps: OrderDeskDeps,
  id: string,
  message: string,
): Promise<never> {
  throw new DomainError('conflict', message, { detail: await getOrderDetail(deps, id) });
}

export async function orderResult(
  deps: OrderDeskDeps,
  id: string,
  message: string,
): Promise<OrderActionResult> {
  return { message, detail: (await getOrderDetail(deps, id))! };
}

/**
 * Raises the version of an order in one of `statuses` that is still at `version`; false when
 * someone (or the same click, twice) was first. A new delivery clears the failed-delivery flag.
 */
async function claimOrder(
  trx: Db,
  id: string,
  version: number,
  statuses: PurchaseStatus[],
): Promise<boolean> {
  const claimed = await trx
    .updateTable('ebook_purchases')
    .set({ version: sql<number>`version + 1`, delivery_failed_at: null })
    .where('id', '=', id)
    .where('version', '=', version)
    .where('status', 'in', statuses)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Runs one action of the desk on order `id` at the version the administrator saw. */
async function runDeskAction<T>(
  deps: OrderDeskDeps,
  id: string,
  version: number,
  action: DeskAction<T>,
): Promise<OrderActionResult> {
  const p = await requireOrder(deps, id);
  const refusal = await action.refusal(p);
  if (refusal) return refuseOrder(deps, id, refusal);
  const outcome = await deps.db.transaction().execute(async (trx) => {
    if (!(await claimOrder(trx, id, version, action.statuses))) return null;
    return action.run(trx, p, version);
  });
  if (outcome === null) return refuseOrder(deps, id, staleOrderMessage(id));
  return orderResult(deps, id, action.done(p, outcome));
}

/** An action of the desk as the API calls it: on order `id`, at the version the administrator saw. */
export type OrderAction = (
  deps: OrderDeskDeps,
  id: string,
  input: OrderActionInput,
  who: Actor,
) => Promise<OrderActionResult>;

/** The order action that runs what `describe` makes of the order and of the one who acts. */
export function deskAction<T>(
  describe: (deps: OrderDeskDeps, id: string, actor: string) => DeskAction<T>,
): OrderAction {
  return (deps, id, { version }, { actor }) =>
    runDeskAction(deps, id, version, describe(deps, id, actor));
}
