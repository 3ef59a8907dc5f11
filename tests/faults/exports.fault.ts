import { request as httpRequest, createServer, type IncomingMessage, type Server } from 'node:http';
import { berlinDay } from '../../src/shared/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startServer, type RunningServer } from '../e2e/harness';
import { startFakeS3Server, type FakeS3Server } from '../fakes/s3-server';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';
import {
  buy,
  endCase,
  hasPostgres,
  privateDatabase,
  purchaseOf,
  shopEnv,
  throughPort,
  sleep,
  waitUntil,
  type PgDatabase,
} from './shop';
import { createS3FileStore } from '../../src/server/adapters/storage/s3';
import { createSession, findOrCreateUser } from '../../src/server/domain/access/sessions';
import { createDownloadToken } from '../../src/server/domain/delivery/download-tokens';
import { SECRET } from './shop';
import { parseCsv } from '../setup/csv';

const ADMIN = 'exports-admin@example.com';

/**
 * An HTTP proxy in front of the S3 stand-in that can break the body of chosen objects half-way
 * (headers and a few bytes, then the connection is dropped), as a store that goes away in the
 * middle of a read does. Everything else passes through unchanged.
 */
async function startBreakingS3Proxy(upstream: string) {
  const broken = new Set<string>();
  const target = new URL(upstream);
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method === 'GET' && [...broken].some((key) => path.endsWith(`/${key}`))) {
      res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': '200000' });
      res.write('%PDF-1.7\n% half an invoice');
      setTimeout(() => res.socket?.destroy(), 50);
      return;
    }
    const forward = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer: IncomingMessage) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.socket?.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    broken,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A GET read as raw HTTP: whether the body arrived whole (`complete`) or was broken off. */
function rawGet(
  url: string,
  headers: Record<string, string>,
  onFirstChunk?: () => Promise<void>,
): Promise<{ status: number; body: Buffer; complete: boolean }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers });
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let first = true;
      let ended = false;
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        if (first && onFirstChunk) {
          first = false;
          res.pause();
          void onFirstChunk().then(() => res.resume(), reject);
        }
      });
      res.on('end', () => (ended = true));
      res.on('error', () => {});
      res.on('close', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks),
          complete: ended && res.complete,
        }),
      );
    });
    req.end();
  });
}

/**
 * Exports on a real process whose file store or database fails: a missing invoice PDF is named
 * before the first byte, a store that does not answer is a 503, a read that fails half-way
 * breaks the download off; the process serves on every time.
 */
describe.skipIf(!hasPostgres)('exports on a real process when storage or database fail', () => {
  let db: PgDatabase;
  let pgProxy: TcpProxy;
  let s3: FakeS3Server;
  let s3Proxy: Awaited<ReturnType<typeof startBreakingS3Proxy>>;
  let server: RunningServer;
  let cookie: string;
  let invoices: Array<{ number: string; file_key: string }>;
  // Invoices are dated by Berlin's day, which is not UTC's for an hour or two each night.
  const period = () => {
    const today = berlinDay();
    return `from=${today}&to=${today}`;
  };

  beforeAll(async () => {
    db = await privateDatabase();
    pgProxy = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(db.url).port) });
    s3 = await startFakeS3Server();
    s3Proxy = await startBreakingS3Proxy(s3.endpoint);
    server = await startServer(
      shopEnv(throughPort(db.url, pgProxy.port), {
        ...s3.env(),
        S3_ENDPOINT: s3Proxy.endpoint,
        ADMIN_EMAILS: ADMIN,
      }),
    );
    for (const buyer of ['zip-1@example.com', 'zip-2@example.com', 'zip-3@example.com']) {
      const session = await buy(server, buyer);
      expect((await purchaseOf(db, session))?.status).toBe('paid');
    }
    // The PDFs are stored right after the payment.
    await waitUntil(async () => {
      const rows = await db.db.selectFrom('invoices').select(['number', 'file_key']).execute();
      return rows.length === 3 && rows.every((r) => r.file_key);
    }, 'three stored invoice PDFs');
    invoices = (await db.db
      .selectFrom('invoices')
      .select(['number', 'file_key'])
      .orderBy('number')
      .execute()) as typeof invoices;
    const user = await findOrCreateUser(db.db, ADMIN);
    cookie = `session=${(await createSession(db.db, user.id)).token}`;
  });
  afterAll(() => endCase(server, s3Proxy, s3, pgProxy, db));

  const admin = (path: string) => fetch(`${server.url}${path}`, { headers: { cookie } });
  const isUp = async () => {
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    // The same process: it was not restarted by anything.
    expect(() => process.kill(server.pid, 0)).not.toThrow();
    expect(server.output()).not.toMatch(/Unhandled|uncaught/i);
  };
  const store = () => createS3FileStore(s3.storeOptions());

  it('answers the ZIP of every stored PDF, and names a missing one before the first byte', async () => {
    const whole = await admin(`/api/admin/invoices/export.zip?${period()}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('application/zip');
    const zip = Buffer.from(await whole.arrayBuffer());
    for (const inv of invoices) expect(zip.includes(`${inv.number}.pdf`)).toBe(true);

    const files = store();
    const kept = await files.read(invoices[1].file_key);
    await files.remove(invoices[1].file_key);
    try {
      const refused = await admin(`/api/admin/invoices/export.zip?${period()}`);
      expect(refused.status).toBe(409);
      const body = (await refused.json()) as { message: string };
      expect(body.message).toContain(`fehlt für die Rechnung ${invoices[1].number}`);
      await isUp();
    } finally {
      await files.write(invoices[1].file_key, kept);
      files.destroy();
    }
  });

  it('breaks the ZIP download off when a PDF fails half-way through its read', async () => {
    s3Proxy.broken.add(invoices[2].file_key);
    try {
      const answer = await rawGet(`${server.url}/api/admin/invoices/export.zip?${period()}`, {
        cookie,
      });
      expect(answer.status).toBe(200);
      // Not a file that looks whole: the connection ended without the last chunk.
      expect(answer.complete).toBe(false);
      expect(answer.body.includes('Error:')).toBe(false);
      await isUp();
    } finally {
      s3Proxy.broken.clear();
    }
    expect((await admin(`/api/admin/invoices/export.zip?${period()}`)).status).toBe(200);
  });

  it('breaks a table export off when the database goes away in the middle of it', async () => {
    // Enough rows for many pages of the export, more than the sockets hold at once.
    await sql`INSERT INTO audit_log (id, at, actor, action, table_name, row_id, summary)
      SELECT 'bulk-' || g, '2026-01-01T00:00:00.000Z', 'bulk@example.com', 'update', 'products',
             'row-' || g, repeat('x', 300)
      FROM generate_series(1, 40000) AS g`.execute(db.db);
    let cut = false;
    const answer = await rawGet(
      `${server.url}/api/tables/audit_log/export`,
      { cookie },
      async () => {
        // The client reads slowly: the server has filled the connection and waits to write on.
        await sleep(1000);
        await pgProxy.cut();
        cut = true;
      },
    );
    expect(cut).toBe(true);
    expect(answer.status).toBe(200);
    expect(answer.complete).toBe(false);
    // Neither a whole-looking file nor the database's words in it.
    expect(answer.body.toString('utf8')).not.toMatch(/Error:/);
    // While the database is away, the other exports answer 503 with a time to retry.
    const invoicesCsv = await admin(`/api/admin/invoices/export.csv?${period()}`);
    expect([401, 503]).toContain(invoicesCsv.status);
    if (invoicesCsv.status === 503) expect(invoicesCsv.headers.get('retry-after')).toBeTruthy();
    await pgProxy.restore();
    await waitUntil(
      async () => (await fetch(`${server.url}/api/health`)).status === 200,
      'health after the database came back',
    );
    await isUp();
    const again = await admin(`/api/tables/audit_log/export`);
    expect(again.status).toBe(200);
    // Whole, and in the shop's one CSV format: every row parses, each with every cell.
    const rows = parseCsv(await again.text());
    expect(rows[0].slice(0, 3)).toEqual(['ID', 'Zeitpunkt', 'Wer']);
    expect(rows.length).toBeGreaterThan(40_000);
    expect(rows.every((r) => r.length === rows[0].length)).toBe(true);
    expect(rows.find((r) => r[0] === 'bulk-1')?.[1]).toBe('2026-01-01 01:00');
  });

  it('answers 503 for the ZIP and the e-book when the file store is stopped, and serves on', async () => {
    const purchase = await db.db
      .selectFrom('ebook_purchases')
      .select('id')
      .executeTakeFirstOrThrow();
    await s3Proxy.close();
    await s3.stop();
    const unavailable = await admin(`/api/admin/invoices/export.zip?${period()}`);
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await unavailable.json()) as { message: string }).message).toMatch(/Dateispeicher/);
    const download = await fetch(
      `${server.url}/download/${createDownloadToken(SECRET, purchase.id)}`,
    );
    expect(download.status).toBe(503);
    await download.text();
    await isUp();
  });
});
