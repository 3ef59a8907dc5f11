import type { Db } from '../../db/index';
import {
  ACCOUNT_FIELDS,
  defaultAccountingSettings,
  KEY_FIELDS,
  type AccountingAnswer,
  type AccountingSettings,
} from '../../../shared/api/accounting';
import { recordAudit } from '../tables/audit-log';

/**
 * The seller's bookkeeping settings (decision record 094), one row per key. A key never saved
 * takes the default of the chart saved (or SKR03), so the export works before the first save
 * with the chart's usual accounts; only the consultant and client numbers must come from the
 * tax adviser.
 */

const KEYS = Object.keys(defaultAccountingSettings()) as (keyof AccountingSettings)[];

const SETTING_LABELS: Record<keyof AccountingSettings, string> = {
  consultantNumber: 'Beraternummer',
  clientNumber: 'Mandantennummer',
  fiscalYearStart: 'Beginn des Wirtschaftsjahrs',
  accountLength: 'Sachkontenlänge',
  chart: 'Kontenrahmen',
  ...ACCOUNT_FIELDS,
  ...KEY_FIELDS,
};

export async function readAccountingSettings(db: Db): Promise<AccountingAnswer> {
  const rows = await db.selectFrom('accounting_settings').selectAll().execute();
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const chart = stored.get('chart') === 'SKR04' ? 'SKR04' : 'SKR03';
  const settings = defaultAccountingSettings(chart);
  for (const key of KEYS) {
    const value = stored.get(key);
    if (value !== undefined && key !== 'chart') settings[key] = value;
  }
  const last = rows.reduce<(typeof rows)[number] | null>(
    (a, r) => (!a || r.updated_at > a.updated_at ? r : a),
    null,
  );
  return {
    settings,
    ready: settings.consultantNumber !== '' && settings.clientNumber !== '',
    updatedAt: last?.updated_at ?? null,
    updatedBy: last?.updated_by ?? null,
  };
}

/**
 * Saves settings already checked at the edge (accountingSettingsSchema): every key in one
 * transaction with one audit entry naming what changed, so a refused save changes nothing
 * and an accepted one is on record.
 */
export async function saveAccountingSettings(
  db: Db,
  next: AccountingSettings,
  actor: string,
): Promise<AccountingAnswer> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const { settings: before } = await readAccountingSettings(trx);
    const changed = KEYS.filter((k) => before[k] !== next[k]);
    for (const key of KEYS) {
      const value = String(next[key]);
      const updated = await trx
        .updateTable('accounting_settings')
        .set({ value, updated_at: now, updated_by: actor })
        .where('key', '=', key)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) {
        await trx
          .insertInto('accounting_settings')
          .values({ key, value, updated_at: now, updated_by: actor })
          .execute();
      }
    }
    if (changed.length === 0) return;
    await recordAudit(trx, {
      actor,
      action: 'update',
      table: 'accounting_settings',
      rowId: 'datev',
      summary: `Buchhaltung geändert: ${changed.map((k) => SETTING_LABELS[k]).join(', ')}`,
      before: Object.fromEntries(changed.map((k) => [k, before[k]])),
      after: Object.fromEntries(changed.map((k) => [k, next[k]])),
      at: now,
    });
  });
  return readAccountingSettings(db);
}
