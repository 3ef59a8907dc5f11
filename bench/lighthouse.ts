/**
 * Lighthouse (mobile preset) on the five localized home paths: the four category scores,
 * LCP, TBT, CLS, total bytes and JavaScript bytes. Targets: performance 98+, the others 100,
 * JavaScript on the landing page 100 KB compressed or less. Needs a build and /usr/bin/chromium.
 */
import { execFileSync } from 'node:child_process';
import { HOME_PATHS, LANGS } from '../src/shared/languages';
import { fmt, startServer } from './lib';

const FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic';

const server = await startServer({ LOG_LEVEL: 'silent' });
try {
  console.log('page | perf | a11y | best | seo | LCP ms | TBT ms | CLS | total KB | JS KB');
  for (const lang of LANGS) {
    const url = server.url + HOME_PATHS[lang];
    const out = execFileSync(
      'npx',
      [
        'lighthouse',
        url,
        '--output=json',
        '--quiet',
        `--chrome-flags=${FLAGS}`,
        '--only-categories=performance,accessibility,best-practices,seo',
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
        maxBuffer: 64 * 1024 * 1024,
      },
    ).toString();
    const lhr = JSON.parse(out);
    const score = (k: string) => Math.round(lhr.categories[k].score * 100);
    const audit = (k: string) => lhr.audits[k]?.numericValue ?? NaN;
    const items: Array<{ resourceType: string; transferSize: number }> =
      lhr.audits['network-requests']?.details?.items ?? [];
    const js = items
      .filter((i) => i.resourceType === 'Script')
      .reduce((s, i) => s + i.transferSize, 0);
    console.log(
      `${HOME_PATHS[lang]} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${fmt(audit('largest-contentful-paint'))} | ${fmt(audit('total-blocking-time'))} | ${fmt(audit('cumulative-layout-shift'), 3)} | ${fmt(audit('total-byte-weight') / 1024, 1)} | ${fmt(js / 1024, 1)}`,
    );
    for (const [k, cat] of Object.entries<any>(lhr.categories)) {
      if (cat.score < 1) {
        const failing = cat.auditRefs
          .filter(
            (r: any) =>
              r.weight > 0 && lhr.audits[r.id].score !== null && lhr.audits[r.id].score < 1,
          )
          .map((r: any) => r.id);
        if (failing.length) console.log(`  ${k}: below 100 because of ${failing.join(', ')}`);
      }
    }
  }
} finally {
  await server.stop();
}
