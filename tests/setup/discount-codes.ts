import type { Insertable } from 'kysely';
import type { Db } from '../../src/server/db/index';
import type { DiscountCodesTable } from '../../src/server/db/types';

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
