import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { curl } from './lib';

/** The browser the buyers' requests name (a link preview's agent would get a button, not a file). */
export const AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/** What curl writes after each transfer (`-w`): what a buyer's download is judged by. */
const WRITE_OUT = '%{http_code} %{size_download} %{time_starttransfer} %header{retry-after}';

/** A transfer's answer from its write-out: the "being prepared" page with its wait, or the file. */
function answerOf(written: string): { waitMs: number } | { bytes: number; firstByteMs: number } {
  const [status, bytes, startTransfer, retry] = written.trim().split(' ');
  if (status === '202') return { waitMs: Number(retry || 1) * 1000 };
  if (status !== '200') throw new Error(`download answered ${status}`);
  return { bytes: Number(bytes), firstByteMs: Number(startTransfer) * 1000 };
}

/**
 * A buyer's first download as a browser makes it: the "being prepared" page is reloaded after
 * its Retry-After until the file comes, which is read to its end. Each request is a curl
 * process bound to the buyer's address, writing the file to /dev/null: a client that costs the
 * shared cores a fraction of what Node's HTTP client did (a load generator faster than the
 * server, as wrk is for the landing page). For one buyer at a time; a crowd's downloads go
 * through `crowdDownloads`.
 */
export async function firstDownload(base: string, pathname: string, localAddress: string) {
  const t0 = performance.now();
  let preparingPages = 0;
  for (;;) {
    const sent = performance.now();
    const written = await curl([
      '-sS',
      '-o',
      '/dev/null',
      '--interface',
      localAddress,
      '-A',
      AGENT,
      '-w',
      WRITE_OUT,
      `${base}${pathname}`,
    ]);
    const answer = answerOf(written);
    if ('waitMs' in answer) {
      preparingPages++;
      await sleep(answer.waitMs);
      continue;
    }
    return { bytes: answer.bytes, firstByteMs: sent + answer.firstByteMs - t0, preparingPages };
  }
}

/**
 * Many buyers' first downloads at once, each as `firstDownload` makes one, from a single curl
 * process for all of them (`--parallel`, each transfer bound to its buyer's address) instead of
 * a process per request: two hundred curl processes starting at once took a fifth of the two
 * cores from the shop they measure. A buyer who gets the "being prepared" page asks again after
 * its Retry-After; the buyers due are gathered every 100 ms into one curl process of their own.
 */
export async function crowdDownloads(
  base: string,
  buyers: Array<{ pathname: string; address: string }>,
) {
  const t0 = performance.now();
  const results = new Map<string, { bytes: number; firstByteMs: number; preparingPages: number }>();
  const preparing = new Map<string, number>();
  const byUrl = new Map(buyers.map((b) => [`${base}${b.pathname}`, b]));
  const due: Array<{ at: number; buyer: (typeof buyers)[number] }> = [];
  const waves: Array<Promise<void>> = [];
  const failures: string[] = [];
  const wave = (batch: typeof buyers) => {
    const sent = performance.now();
    const config = batch
      .map((b) =>
        [
          `url = "${base}${b.pathname}"`,
          `interface = "${b.address}"`,
          'output = "/dev/null"',
          `user-agent = "${AGENT}"`,
          `write-out = "%{url} ${WRITE_OUT}\\n"`,
        ].join('\n'),
      )
      .join('\nnext\n');
    const file = path.join(tmpdir(), `spike-curl-${process.pid}-${waves.length}.conf`);
    writeFileSync(file, `${config}\n`);
    const child = spawn(
      'curl',
      ['-sS', '--parallel', '--parallel-immediate', '--parallel-max', '300', '-K', file],
      // Its standard error is the multi-transfer progress meter, which -s does not quiet: kept
      // for a failure's message.
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let errors = '';
    child.stderr.on('data', (d: Buffer) => (errors = (errors + d.toString()).slice(-2000)));
    // Each transfer's line as it ends: a buyer sent the "being prepared" page is due again
    // after its Retry-After, not when the slowest download of the wave is over.
    createInterface({ input: child.stdout }).on('line', (line) => {
      const url = line.slice(0, line.indexOf(' '));
      const buyer = byUrl.get(url);
      if (!buyer) return failures.push(`curl wrote an unknown line: ${line}`);
      let answer;
      try {
        answer = answerOf(line.slice(url.length + 1));
      } catch (err) {
        return failures.push((err as Error).message);
      }
      if ('waitMs' in answer) {
        preparing.set(url, (preparing.get(url) ?? 0) + 1);
        due.push({ at: performance.now() + answer.waitMs, buyer });
        return;
      }
      results.set(url, {
        bytes: answer.bytes,
        firstByteMs: sent + answer.firstByteMs - t0,
        preparingPages: preparing.get(url) ?? 0,
      });
    });
    return new Promise<void>((resolve) =>
      child.on('close', (code) => {
        rmSync(file, { force: true });
        if (code !== 0) failures.push(`curl ended with ${code}: ${errors}`);
        resolve();
      }),
    );
  };
  waves.push(wave(buyers));
  while (results.size < buyers.length) {
    await sleep(100);
    if (failures.length) throw new Error(failures.join('; '));
    const now = performance.now();
    const ready = due.filter((d) => d.at <= now);
    if (ready.length) {
      due.splice(0, due.length, ...due.filter((d) => d.at > now));
      waves.push(wave(ready.map((d) => d.buyer)));
    }
    if (now - t0 > 600_000)
      throw new Error(`${results.size} of ${buyers.length} downloads after 10 minutes`);
  }
  await Promise.all(waves);
  return [...results.values()];
}

function sleep(ms: number) {
  return new Promise((r) => setTimeout(r, ms));
}
