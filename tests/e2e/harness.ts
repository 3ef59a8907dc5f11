import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/index';
import { startSmtpSink, type SmtpSink } from '../fakes/smtp-sink';
import { fakeForSuite, startForSuite } from '../setup/fakes';
import { freePort } from '../setup/free-port';
import { SERVER_ARGS } from '../setup/server-command';

/**
 * Debian's Chromium as a headless shell (package chromium-headless-shell: the same engine
 * without the windowing browser around it, the build Playwright itself runs headless; pages
 * open in about 60 % of the time), the full browser where the shell is not installed.
 */
const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell')
    ? '/usr/bin/chromium-headless-shell'
    : '/usr/bin/chromium');

export interface RunningServer {
  url: string;
  port: number;
  /** The server process, e.g. to read its memory. */
  pid: number;
  dataDir: string;
  output: () => string;
  stop(): Promise<void>;
  /** Sends the process a signal (SIGKILL: a crash) and waits until it has ended. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

/**
 * Starts the real server (node, not npm, so nothing is left running) on a free port. With
 * `logFile` its standard output (the log) goes to that file, as under a service manager,
 * instead of a pipe this process reads: a benchmark's load generator blocks this process, and
 * a pipe nobody reads would hold the server's log writes up.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { logFile?: string } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
  let out = '';
  const logFd = options.logFile ? openSync(options.logFile, 'a') : null;
  const child: ChildProcess = spawn(process.execPath, SERVER_ARGS, {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Never the EU's VIES from a test: nothing listens there ("unavailable").
      VIES_URL: 'http://127.0.0.1:9/check-vat-number',
      ...env,
    },
    stdio: ['ignore', logFd ?? 'pipe', 'pipe'],
  });
  if (logFd !== null) closeSync(logFd);
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${out}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in 90 s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    pid: child.pid!,
    dataDir,
    output: () => (options.logFile ? readFileSync(options.logFile, 'utf8') : '') + out,
    stop: async () => {
      // A process ended by a signal has no exit code but is just as gone.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
    kill: async (signal) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill(signal);
      await exited;
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

type Env = Record<string, string>;

/**
 * The real server for the suite: started before its first test, stopped after its last (its
 * output printed first when E2E_DEBUG is set). `env` may be a function, read when the server
 * starts, for values of stand-ins started before it.
 */
export function serverForSuite(env: Env | (() => Env) = {}): RunningServer {
  return startForSuite(
    () => startServer(typeof env === 'function' ? env() : env),
    async (server) => {
      if (process.env.E2E_DEBUG) console.log(server.output());
      await server.stop();
    },
  );
}

let workerBrowser: Promise<Browser> | undefined;

/**
 * Chromium for the suite: one browser per test worker, shared by the files it runs one after
 * another (vitest.e2e.config.ts: a worker's files share its modules). Each test opens contexts
 * of its own, which share no cookies, storage or cache, and a file's contexts are closed when it
 * ends. A browser that went away is launched again; the worker's end ends it.
 */
export function browserForSuite(): Browser {
  return startForSuite(
    () =>
      (workerBrowser ??= launchBrowser().then((browser) => {
        browser.once('disconnected', () => (workerBrowser = undefined));
        return browser;
      })),
    async (browser) => {
      for (const context of browser.contexts()) await context.close();
    },
  );
}

export interface ShopOptions {
  env?: Env | (() => Env);
  /** Starts an SMTP sink first and sends the server's mail to it. */
  smtp?: boolean;
}

/** The server and a browser for a suite, with an SMTP sink when asked for. */
export function shopForSuite(options: ShopOptions & { smtp: true }): {
  server: RunningServer;
  browser: Browser;
  sink: SmtpSink;
};
export function shopForSuite(options?: ShopOptions): { server: RunningServer; browser: Browser };
export function shopForSuite({ env = {}, smtp = false }: ShopOptions = {}) {
  const sink = smtp ? fakeForSuite(startSmtpSink) : undefined;
  const server = serverForSuite(() => ({
    ...(sink ? { SMTP_URL: sink.url } : {}),
    ...(typeof env === 'function' ? env() : env),
  }));
  const browser = browserForSuite();
  return { server, browser, sink };
}

/**
 * The code of the first sign-in mail to the address among those the sink received after the
 * first `after` messages.
 */
export async function mailedCode(sink: SmtpSink, email: string, after: number): Promise<string> {
  const mail = await sink.waitFor(
    (m) => m.envelope.to.includes(email) && sink.messages.indexOf(m) >= after,
    15_000,
  );
  return /^\s+(\d{6})$/m.exec(mail.text)![1];
}

/** Signs a browser context in through the API with the code from the mail (an administrator). */
export async function signInWithMailedCode(
  context: BrowserContext,
  shop: { server: RunningServer; sink: SmtpSink },
  email: string,
): Promise<number> {
  const before = shop.sink.messages.length;
  const headers = { origin: shop.server.url };
  await context.request.post(`${shop.server.url}/api/send-otp`, { data: { email }, headers });
  const otp = await mailedCode(shop.sink, email, before);
  const res = await context.request.post(`${shop.server.url}/api/verify-otp`, {
    data: { email, otp },
    headers,
  });
  return res.status();
}

/**
 * Calls `read` until `done` accepts what it returns, or `timeoutMs` has passed, and returns the
 * last value: for a change the server makes visible on its own time (a cache noticing new data).
 */
export async function readUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

export async function newPage(
  browser: Browser,
  viewport = DESKTOP,
  opts: { consent?: 'all' | 'necessary' | null; locale?: string } = { consent: 'necessary' },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport,
    isMobile: viewport.width < 500,
    hasTouch: viewport.width < 500,
    // The browser's language (Accept-Language, navigator.language); Chromium's own otherwise.
    ...(opts.locale ? { locale: opts.locale } : {}),
  });
  if (opts.consent) {
    const value = opts.consent;
    await context.addInitScript((v) => localStorage.setItem('cookieConsent', v), value);
  }
  const page = await context.newPage();
  return { context, page };
}

/** Saves a screenshot under tmp/screenshots when SCREENSHOTS=1, for looking at pages. */
export async function shoot(page: Page, name: string) {
  if (process.env.SCREENSHOTS !== '1') return;
  await page.screenshot({ path: path.join('tmp', 'screenshots', `${name}.png`), fullPage: true });
}

/**
 * The suite's server's own database and configuration, for tests that play a part the browser
 * cannot (the checkout's fulfilment, a link's expiry), opened before the suite's first test.
 */
export function serverDatabase(server: RunningServer, env: Record<string, string> = {}) {
  const state = {} as {
    config: ReturnType<typeof loadConfig>;
    database: DatabaseHandle;
  };
  beforeAll(() => {
    state.config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: server.dataDir,
      PUBLIC_URL: server.url,
      ...env,
    });
    state.database = openDatabase(state.config.database);
  });
  afterAll(() => state.database?.close());
  return state;
}

/**
 * The shop for an admin suite: server, Chromium and SMTP sink with `admin` as its one
 * administrator, the server's database, and `signIn`, which signs a browser context in as that
 * administrator with the mailed code; `signedInPage` and `openAdmin` open a page signed in so.
 */
export function adminShopForSuite(admin: string, env: Env | (() => Env) = {}) {
  const shop = shopForSuite({
    smtp: true,
    env: () => ({ ADMIN_EMAILS: admin, ...(typeof env === 'function' ? env() : env) }),
  });
  const own = serverDatabase(shop.server);
  async function signIn(context: BrowserContext) {
    expect(await signInWithMailedCode(context, shop, admin)).toBe(200);
  }
  /** A new page of that size, in a browser context signed in as the administrator. */
  async function signedInPage(viewport = DESKTOP) {
    const opened = await newPage(shop.browser, viewport);
    await signIn(opened.context);
    return opened;
  }
  /** A signed-in page on the admin area's start page (its content not yet waited for). */
  async function openAdmin(viewport = DESKTOP) {
    const opened = await signedInPage(viewport);
    await opened.page.goto(`${shop.server.url}/admin`);
    return opened;
  }
  return { ...shop, own, signIn, signedInPage, openAdmin };
}
