import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../tests/setup/databases';
import { isAdminEmail } from '../src/server/domain/access/admins';
import { runAdminCommand } from './admin';

describeEachDatabase('npm run admin on %s', ({ db }) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-admin-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('adds, lists and removes administrators in the configured database', async () => {
    const d = db();
    const env = {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SESSION_SECRET: 'x'.repeat(40),
      ADMIN_EMAILS: 'owner@example.com',
      DATABASE_URL: d.target.kind === 'postgres' ? d.target.url : `sqlite:${d.target.file}`,
    };
    const run = async (...args: string[]) => {
      const lines: string[] = [];
      const code = await runAdminCommand(args, env, (l) => lines.push(l));
      return { code, out: lines.join('\n') };
    };

    expect(await run('add', 'Helper@Example.com')).toEqual({
      code: 0,
      out: 'helper@example.com is now an administrator.',
    });
    expect(await isAdminEmail(d.db, [], 'helper@example.com')).toBe(true);
    expect((await run('add', 'helper@example.com')).out).toContain('already');

    const list = await run('list');
    expect(list.out).toContain('owner@example.com  (ADMIN_EMAILS)');
    expect(list.out).toMatch(/helper@example\.com {2}\(added \d{4}-\d{2}-\d{2}\)/);

    expect((await run('remove', 'helper@example.com')).out).toBe(
      'helper@example.com is no longer an administrator.',
    );
    expect(await isAdminEmail(d.db, [], 'helper@example.com')).toBe(false);
    expect((await run('remove', 'owner@example.com')).out).toContain('stays an administrator');

    expect((await run('add')).code).toBe(2);
    expect((await run('add', 'nonsense')).code).toBe(2);
    expect((await run('frobnicate')).code).toBe(2);
  });
});
