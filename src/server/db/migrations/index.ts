import type { Migration } from 'kysely';
import * as m001 from './001-products';
import * as m002 from './002-seed-products';

/** Every migration, in order. Listed statically so the bundle-free server needs no file scan. */
export const migrations: Record<string, Migration> = {
  '001-products': m001,
  '002-seed-products': m002,
};
