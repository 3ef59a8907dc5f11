import { expect, it } from 'vitest';
import { describeEachDatabase } from '../setup/databases';
import { changeCounts, installChangeCounters } from './change-counter';

describeEachDatabase('the suite’s change counter on %s', ({ db }) => {
  it('counts inserts, real updates and deletes, never an update to the same values', async () => {
    const d = db();
    await installChangeCounters(d, ['admins', 'sessions', 'users']);
    const counts = async () => Object.fromEntries(await changeCounts(d));
    const setEmail = (from: string, to: string) =>
      d.db.updateTable('admins').set({ email: to }).where('email', '=', from).execute();
    expect(await counts()).toEqual({ admins: 0, sessions: 0, users: 0 });

    await d.db
      .insertInto('admins')
      .values({ email: 'counted@example.com', created_at: new Date().toISOString() })
      .execute();
    expect((await counts()).admins).toBe(1);
    await setEmail('counted@example.com', 'counted@example.com');
    expect((await counts()).admins).toBe(1);
    await setEmail('counted@example.com', 'changed@example.com');
    expect((await counts()).admins).toBe(2);
    await d.db.deleteFrom('admins').execute();
    expect(await counts()).toEqual({ admins: 3, sessions: 0, users: 0 });
  });
});
