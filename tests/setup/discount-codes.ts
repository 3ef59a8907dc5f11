import type { Insertable } from 'kysely';
import type { Db } from '../../src/server/db/index';
import type { DiscountCodesTable } from '../../src/server/db/types';
import { readCodeFigures } from '../../src/server/domain/insight/code-figures';
import { berlinDay } from '../../src/shared/format';

/**
 * A seller's discount code written straight into a test's database: a percentage or an amount
 * in cents, every other field as the admin's form leaves it unless given.
 */
export async function addDiscountCode(
  db: Db,
  code: string,
  fields: Partial<Omit<Insertable<DiscountCodesTable>, 'code'>> = {},
): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('discount_codes')
    .values({
      code,
      percent_off: null,
      amount_off: null,
      starts_on: null,
      ends_on: null,
      max_redemptions: null,
      created_at: now,
      updated_at: now,
      ...fields,
    })
    .execute();
}

/**
 * A code's redemptions as the seller's sales view counts them: the orders that carry it and were
 * paid, here yesterday or today (a test's orders are paid while it runs).
 */
export async function redemptionsOf(db: Db, code: string): Promise<number> {
  const figures = await readCodeFigures(db, berlinDay(Date.now() - 86_400_000), berlinDay());
  return figures.find((f) => f.code === code)?.redemptions ?? 0;
}
