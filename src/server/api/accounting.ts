import type { AppDeps } from '../deps';
import { accountingSettingsSchema } from '../../shared/api/accounting';
import {
  readAccountingSettings,
  saveAccountingSettings,
} from '../domain/invoices/accounting-settings';
import { auditDatevExport, buildDatevExport } from '../domain/invoices/datev-export';
import { adminApi } from './guards';
import { parseJson } from './parse';
import { readPeriod } from './report-exports';

/**
 * The Buchhaltung page's API (decision record 094), mounted at /api/admin/accounting:
 * administrators only. The settings are read and saved whole (a refused save changes nothing,
 * an accepted one is audited); the DATEV export of a period is a download, audited too.
 */
export function accountingApi(deps: AppDeps) {
  return adminApi(deps)
    .get('/', async (c) => c.json(await readAccountingSettings(deps.db)))
    .put('/', async (c) => {
      const input = await parseJson(
        c,
        accountingSettingsSchema,
        'Die Einstellungen wurden nicht gespeichert: bitte die markierten Felder korrigieren.',
      );
      return c.json(await saveAccountingSettings(deps.db, input, c.get('user').email));
    })
    .get('/datev.csv', async (c) => {
      const period = readPeriod(c.req.query());
      const made = await buildDatevExport({ db: deps.db, provider: deps.payments }, period);
      await auditDatevExport(deps.db, c.get('user').email, period, made);
      c.header('Content-Type', 'text/csv; charset=windows-1252');
      c.header('Content-Disposition', `attachment; filename="${made.filename}"`);
      return c.body(new Uint8Array(made.bytes));
    });
}
