import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const README = readFileSync('README.md', 'utf8');
/** The quick start: everything before the configuration reference. */
const QUICK_START = README.slice(0, README.indexOf('\n## Configuration'));
const source = (file: string) => readFileSync(file, 'utf8');

/**
 * The README's quick start is what a newcomer follows first: it keeps its two commands, and
 * what it says about reaching the admin in development matches what the server does and logs.
 * (The behaviour itself is tested in api/auth-code.test.ts and env-file.test.ts.)
 */
describe('the README quick start', () => {
  it('opens with the two commands that run and test the whole shop', () => {
    const commands = /```sh\n([\s\S]*?)```/.exec(QUICK_START)![1].split('\n').filter(Boolean);
    expect(commands.map((line) => line.split('#')[0].trim())).toEqual([
      'npm install && npm start',
      'npm test',
    ]);
  });

  it('says how to reach the admin in development: ADMIN_EMAILS, .env, the code in data/outbox', () => {
    for (const words of [
      'ADMIN_EMAILS=',
      '.env',
      'npm run admin -- add',
      'http://localhost:3000/login',
      './data/outbox',
      '.eml',
      'SMTP_URL',
    ])
      expect(QUICK_START, words).toContain(words);
    expect(source('.env.example')).toMatch(/^ADMIN_EMAILS=/m);
  });

  it('quotes the server’s own log lines and the sign-in page’s own words', () => {
    const quoted: Array<[string, string]> = [
      ['configuration read from', 'src/server/main.ts'],
      ['mail written to', 'src/server/adapters/mail.ts'],
      ['sign-in code not sent: not an administrator', 'src/server/api/auth.ts'],
      ['Ungültiger OTP-Code', 'src/server/domain/access/sign-in-text.ts'],
      ['OTP-Code senden', 'src/app/routes/login.tsx'],
      ['Ihr OTP-Code', 'src/server/content/admin.ts'],
    ];
    for (const [text, file] of quoted) {
      expect(QUICK_START, text).toContain(text);
      expect(source(file), `${text} in ${file}`).toContain(text);
    }
  });
});
