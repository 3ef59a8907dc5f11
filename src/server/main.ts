import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { createMailTransport } from './adapters/mail';
import { createAdapters } from './adapters/index';
import { createApp } from './app';
import { createFastPath } from './fast-path';
import { createPageCounter } from './domain/insight/insight';
import { startWeeklySalesReport } from './domain/insight/sales-report';
import { startRetentionJob } from './domain/jobs/retention';
import { startProviderFeeJob } from './domain/orders/provider-fees';
import { startReminderJob } from './domain/growth/checkout-reminders';
import { ConfigError, configWarnings, loadConfig, type Config } from './config';
import { databaseStartProblem, migrateToLatest, openDatabase } from './db/index';
import { ensureSampleEbooks, listSampleEditions } from './domain/delivery/ebooks';
import { pruneStampedCopies } from './domain/delivery/stamped-copies';
import { loadEnvFile } from './env-file';
import { startMailWorker } from './domain/delivery/mail-outbox';
import { createFailedDeliveryHandler } from './domain/orders/order-alerts';
import { createLogger } from './logger';
import { prepareDataDir } from './data-dir';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      for (const problem of err.problems) console.error(`config error: ${problem}`);
      process.exit(1);
    }
    throw err;
  }
}

// boot.ts has read `.env` before any package was loaded; reading it again only names the file.
const envFile = loadEnvFile();
const config = readConfig();
const logger = createLogger(config.logLevel, config.isProduction);
if (envFile) logger.info(`configuration read from ${envFile} (the environment wins over it)`);
// Things a seller should fix before selling for real: one plain sentence each, every start.
for (const warning of configWarnings(config)) logger.warn(warning);
// The login page only says Google sign-in is not offered; which setting is missing is said here.
if (!config.google.clientId)
  logger.info(
    'Google sign-in is off: GOOGLE_CLIENT_ID is not set (sign-in by e-mailed code works)',
  );
const dataDir = prepareDataDir(config.dataDir);
if (!dataDir.ok) {
  console.error(`start refused: ${dataDir.problem}`);
  process.exit(1);
}
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const serverBuildFile = path.join(buildDir, 'server', 'index.js');
if (!existsSync(serverBuildFile)) {
  console.error(`No build found at ${serverBuildFile}: run "npm run build" first.`);
  process.exit(1);
}

// A database that cannot be used (a wrong login, no such database, nothing listening) is one
// plain line naming it and PostgreSQL's reason, not a stack trace.
const database = await openAndMigrate().catch((err: unknown) => {
  console.error(`database error: ${databaseStartProblem(config.database, err)}`);
  process.exit(1);
});

async function openAndMigrate() {
  const opened = openDatabase(config.database);
  const applied = await migrateToLatest(opened.db);
  if (applied.length) logger.info(`database migrated: ${applied.join(', ')}`);
  return opened;
}

// Each edition's PDF must exist; missing ones get the generated sample edition. In the
// background, so start-up is not delayed; a download that comes first generates its own.
// Stamped copies are a cache: those older than a link's validity are pruned daily.
// STAMP_THREADS sets the stamp pool's size (default: one thread fewer than the cores).
const adapters = createAdapters(config, database, {
  booksDir: path.join(buildDir, 'books'),
  stampThreads: Number(process.env.STAMP_THREADS) || undefined,
});
const pruneStamped = () =>
  pruneStampedCopies(adapters.files, config.downloadDays).catch((err) =>
    logger.warn({ err }, 'could not prune stamped e-book copies'),
  );
void ensureSampleEbooks(database.db, adapters, { logger })
  .then(() => listSampleEditions(database.db, adapters))
  .then((samples) => {
    if (samples.length)
      logger.warn(
        `The shop still sells generated sample editions (${samples.join(', ')}): upload the real manuscripts in the admin (Produkte, Datei) before selling.`,
      );
  })
  .catch((err) => logger.error({ err }, 'could not generate the sample e-books'))
  .then(pruneStamped);
setInterval(pruneStamped, 24 * 60 * 60 * 1000).unref();

// Sends queued e-mail (mail_outbox) with retries; every process runs one, safely.
const mailTransport = createMailTransport(config, logger);
const mailWorker = startMailWorker({
  db: database.db,
  dbKind: database.kind,
  transport: mailTransport,
  logger,
  // A delivery e-mail that failed for good flags its order and alerts the seller.
  onPermanentFailure: createFailedDeliveryHandler({ db: database.db, config, logger }),
});

const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
// Always 'production': errors reach visitors sanitized, whatever NODE_ENV says; the log keeps them.
const handler = createRequestHandler(build, 'production');

// First-party page counts (D6), buffered in memory and written every few seconds. COUNTS=off
// switches them off, for the benchmark's comparison.
const counter =
  process.env.COUNTS === 'off' ? undefined : createPageCounter({ db: database.db, logger });

// Last week's summary to the seller, once per ISO week (SALES_REPORT_EMAIL).
const salesReport = startWeeklySalesReport({
  db: database.db,
  logger,
  to: config.salesReportEmail,
});

// Storage limitation: expired codes and counters, and old unpaid checkouts' addresses, go.
const retention = startRetentionJob({ db: database.db, logger });

// One reminder of an unpaid checkout whose buyer asked for it (D18); every process runs it,
// and each checkout is claimed once.
const reminders = startReminderJob({ db: database.db, config, logger });

// The payment provider's fee of paid orders whose payment was not settled at fulfilment.
const providerFees = startProviderFeeJob({ db: database.db, provider: adapters.payments, logger });

let serveCachedPage: ReturnType<typeof createFastPath> | null = null;
const app = createApp({
  config,
  db: database.db,
  dbKind: database.kind,
  dbTarget: database.target,
  logger,
  counter,
  ...adapters,
  clientDir: path.join(buildDir, 'client'),
  renderPage: (request, context) => handler(request, context),
  onPageCache: (pageCache) => {
    serveCachedPage = createFastPath({
      pageCache,
      request: (pagePath, init) => Promise.resolve(app.request(pagePath, init)),
      logger,
      counter,
    });
  },
});

// Cached public pages are answered straight from memory; everything else goes to the app.
const answerApp = getRequestListener(app.fetch);
const server = createServer((req, res) => {
  if (serveCachedPage?.(req, res)) return;
  void answerApp(req, res);
});
// A port that is taken or not ours to use is one plain line, not a stack trace.
server.once('error', (err: NodeJS.ErrnoException) => {
  const reason =
    err.code === 'EADDRINUSE'
      ? `port ${config.port} is already in use by another process: stop it, or set PORT to a free port`
      : err.code === 'EACCES'
        ? `port ${config.port} needs privileges this process does not have: set PORT above 1024 and let nginx listen on 80/443`
        : `cannot listen on port ${config.port}: ${err.message}`;
  console.error(`Refusing to start: ${reason}.`);
  process.exit(1);
});
server.listen(config.port, () => {
  logger.info(
    { port: config.port, database: database.kind, payments: config.payment.provider },
    `Restaurant Closer shop listening on ${config.publicUrl} (${database.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, ${config.payment.provider === 'demo' ? 'demo payments' : 'Stripe'}, ${config.smtpUrl ? 'SMTP mail' : `mail written to ${path.join(config.dataDir, 'outbox')}`})`,
  );
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  // Stop accepting, let requests in flight finish, then release the database.
  const force = setTimeout(() => {
    logger.warn('requests still open after 10 s; closing anyway');
    process.exit(1);
  }, 10_000);
  force.unref();
  server.close(async () => {
    salesReport.stop();
    retention.stop();
    providerFees.stop();
    reminders.stop();
    await counter?.stop();
    await mailWorker.stop();
    await adapters.pdf.close();
    mailTransport.close();
    await database.close();
    logger.info('stopped');
    logger.flush(() => process.exit(0));
  });
  (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
