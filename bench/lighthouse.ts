/**
 * Lighthouse (mobile preset) on the five localized home paths: the four category scores,
 * LCP with its element and its phases, TBT, CLS, total bytes and JavaScript bytes. Targets:
 * performance 98+, the others 100, LCP 1 s or less, no JavaScript file on the landing pages.
 * Needs a build and /usr/bin/chromium. LIGHTHOUSE_JSON=<folder> keeps each page's report.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HOME_PATHS, LANGS } from '../src/shared/languages';
import { fmt, startServer } from './lib';

const FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic';

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: retry. */
const ATTEMPTS = 3;

function lighthouse(url: string): any {
  for (let attempt = 1; ; attempt++) {
    try {
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
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      ).toString();
      const lhr = JSON.parse(out);
      if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
      return lhr;
    } catch (err) {
      if (attempt >= ATTEMPTS) throw err;
      const message = (err as { stderr?: Buffer }).stderr?.toString().trim() || String(err);
      console.log(`  (retrying ${url}: ${message.split('\n')[0]})`);
    }
  }
}

/** The LCP element's selector and snippet, and the phases Lighthouse splits its time into. */
function lcpDetails(lhr: any): { element: string; phases: string } {
  const lists: any[] = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = lists[0]?.items?.[0]?.node;
  const element = node ? `${node.selector} ${node.snippet}`.slice(0, 160) : 'unknown';
  const phases = (lists[1]?.items ?? []).map((p: any) => `${p.phase} ${fmt(p.timing)}`).join(', ');
  return { element, phases };
}

/** One request for the page; a kept-alive socket the server closed meanwhile is retried. */
async function warm(url: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await (await fetch(url, { headers: { 'accept-encoding': 'br' } })).arrayBuffer();
      return;
    } catch (err) {
      if (attempt >= ATTEMPTS) throw err;
    }
  }
}

const jsonDir = process.env.LIGHTHOUSE_JSON;
if (jsonDir) mkdirSync(jsonDir, { recursive: true });

const server = await startServer({ LOG_LEVEL: 'silent' });
try {
  console.log('page | perf | a11y | best | seo | LCP ms | TBT ms | CLS | total KB | JS KB');
  // BENCH_LANGS=en,de measures some of the five pages only.
  const langs = (process.env.BENCH_LANGS ?? LANGS.join(','))
    .split(',')
    .filter((l): l is (typeof LANGS)[number] => (LANGS as readonly string[]).includes(l));
  for (const lang of langs) {
    const url = server.url + HOME_PATHS[lang];
    // The shop renders a public page once and then serves it from memory: measure that page,
    // not its first rendering.
    await warm(url);
    const lhr = lighthouse(url);
    if (jsonDir) writeFileSync(path.join(jsonDir, `${lang}.json`), JSON.stringify(lhr));
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
    const lcp = lcpDetails(lhr);
    console.log(`  LCP element: ${lcp.element}`);
    if (lcp.phases) console.log(`  LCP phases (ms): ${lcp.phases}`);
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
