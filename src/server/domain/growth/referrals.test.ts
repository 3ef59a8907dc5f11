import pino from 'pino';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../../tests/setup/databases';
import { createActivePartnerCodes, normalizePartnerCode } from './referrals';

const logger = pino({ level: 'silent' });

describeEachDatabase('active partner codes on %s', (suite) => {
  const addPartner = (db: ReturnType<typeof suite.db>['db'], code: string, active = 1) =>
    db
      .insertInto('partners')
      .values({
        code,
        name: `Partner ${code}`,
        email: `${code.toLowerCase()}@example.com`,
        commission_percent: 10,
        language: 'de',
        active,
        created_at: '2026-11-26T10:00:00.000Z',
        updated_at: '2026-11-26T10:00:00.000Z',
      })
      .execute();

  it('knows a partner another process added once its minute is over, from the first click on', async () => {
    const { db } = suite.db();
    await addPartner(db, 'VERBAND');
    let clock = 1_000_000;
    const codes = createActivePartnerCodes({ db, logger, now: () => clock });
    expect(await codes.isActive('VERBAND')).toBe(true);

    // Written by another process: this one's set does not know it within the minute …
    await addPartner(db, 'SCHULE');
    await addPartner(db, 'PAUSE', 0);
    clock += 30_000;
    expect(await codes.isActive('SCHULE')).toBe(false);
    // … and after it, the very first question reads the partners again before it answers.
    clock += 31_000;
    expect(await codes.isActive('SCHULE')).toBe(true);
    expect(await codes.isActive('PAUSE')).toBe(false);
    expect(await codes.isActive('NOPE')).toBe(false);
  });

  it('takes codes as letters and digits only, upper case', () => {
    expect(normalizePartnerCode(' verband2026 ')).toBe('VERBAND2026');
    for (const bad of ['ab', 'a b c', 'x'.repeat(33), 'ver-band', '<b>'])
      expect(normalizePartnerCode(bad)).toBeNull();
  });
});
