import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../fakes/smtp-sink';
import { startServer, type RunningServer } from '../e2e/harness';
import { freePort } from '../setup/free-port';
import {
  mailsTo,
  payDemo,
  purchaseOf,
  shopEnv,
  signedDemoEvent,
  startCheckout,
  waitUntil,
  privateDatabase,
  type PgDatabase,
  hasPostgres,
} from './shop';
import { getFrom, openSlowClients } from './slow-clients';
import { hasNginx, startNginx, testCopyOfConfig } from './nginx';

describe.skipIf(!hasPostgres || !hasNginx)(
  'nginx (deploy/nginx.conf) in front of two processes',
  () => {
    let db: PgDatabase;
    let sink: SmtpSink;
    let nginx: Awaited<ReturnType<typeof startNginx>>;
    let url: string;
    const shops: RunningServer[] = [];

    beforeAll(async () => {
      db = await privateDatabase();
      sink = await startSmtpSink();
      const port = await freePort();
      url = `http://127.0.0.1:${port}`;
      // Both processes know their public address is nginx's, and trust nginx's header.
      const env = shopEnv(db.url, {
        SMTP_URL: sink.url,
        PUBLIC_URL: url,
        TRUST_PROXY: '127.0.0.1',
        LOG_LEVEL: 'info',
      });
      shops.push(...(await Promise.all([startServer(env), startServer(env)])));
      nginx = await startNginx(testCopyOfConfig(port, [shops[0].port, shops[1].port]));
      await waitUntil(
        async () => (await fetch(`${url}/api/health`).catch(() => null))?.status === 200,
        `nginx answering on ${url}: ${nginx?.log()}`,
      );
    });
    afterAll(async () => {
      if (process.env.E2E_DEBUG) console.log(nginx?.log(), ...shops.map((s) => s.output()));
      await nginx?.stop();
      for (const shop of shops) await shop.stop();
      await sink?.stop();
      await db?.drop();
    });

    it('serves pages from both processes, compressed by the shop, with working ETags', async () => {
      const ids: string[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await fetch(`${url}/api/products`);
        expect(res.status).toBe(200);
        ids.push(res.headers.get('x-request-id')!);
      }
      // Each process logged some of the requests (nginx's request id reaches the shop's log).
      for (const shop of shops) expect(ids.some((id) => shop.output().includes(id))).toBe(true);

      const page = await fetch(`${url}/de`, { headers: { 'accept-encoding': 'br' } });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.headers.get('content-encoding')).toBe('br');
      expect(page.headers.get('server')).toBe('nginx');
      expect(await page.text()).toContain('<html');
      const etag = page.headers.get('etag')!;
      expect(etag).toMatch(/^"/);
      const again = await fetch(`${url}/de`, {
        headers: { 'accept-encoding': 'br', 'if-none-match': etag },
      });
      expect(again.status).toBe(304);
    });

    it('takes a checkout, a payment and a provider webhook through nginx', async () => {
      const buyer = 'through-nginx@example.com';
      const paid = await startCheckout(url, buyer);
      await payDemo(url, paid);
      expect((await purchaseOf(db, paid))?.status).toBe('paid');
      await sink.waitFor((m) => m.envelope.to.includes(buyer), 20_000);

      const viaWebhook = await startCheckout(url, 'webhook-nginx@example.com');
      await db.db
        .updateTable('demo_payments')
        .set({ status: 'paid', payment_id: 'demo_pi_nginx' })
        .where('id', '=', viaWebhook)
        .execute();
      const event = signedDemoEvent(viaWebhook);
      const forged = await fetch(`${url}/api/webhooks/demo`, {
        method: 'POST',
        body: event.body,
        headers: { ...event.headers, 'x-demo-signature': 'sha256=' + '0'.repeat(64) },
      });
      expect(forged.status).toBe(400);
      const res = await fetch(`${url}/api/webhooks/demo`, { method: 'POST', ...event });
      expect(res.status).toBe(200);
      expect((await purchaseOf(db, viaWebhook))?.status).toBe('paid');
      await sink.waitFor((m) => m.envelope.to.includes('webhook-nginx@example.com'), 20_000);
      expect(mailsTo(sink, buyer)).toHaveLength(1);
    });

    it('keeps a client from choosing its address with a forged X-Forwarded-For', async () => {
      const statuses: number[] = [];
      for (let i = 1; i <= 21; i++) {
        const res = await fetch(`${url}/api/send-otp`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: url,
            // A new address every time: were the shop to believe it, no limit would ever apply.
            'x-forwarded-for': `203.0.113.${i}`,
          },
          body: JSON.stringify({ email: `visitor-${i}@example.com` }),
        });
        statuses.push(res.status);
        if (i === 21) expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      }
      // One budget per client, shared by both processes through the database: 20, then 429.
      expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
      expect(statuses[20]).toBe(429);
    });

    it('tells clients apart by their own address: one visitor using up its budget limits nobody else', async () => {
      // Each process listens on ::, so nginx (127.0.0.1) reaches it as ::ffff:127.0.0.1; the
      // configured TRUST_PROXY=127.0.0.1 must still match it, or every visitor is "nginx".
      const checkoutFrom = (localAddress: string, n: number) =>
        post(
          `${url}/api/create-checkout-session`,
          {
            products: [{ productId: 'ebook-restaurant-closer-de', quantity: 1 }],
            successRouter: '/de/checkout/success',
            cancelRouter: '/de/checkout/cancel',
            email: `client-${localAddress}-${n}@example.com`,
            language: 'de',
            acceptTerms: true,
            acceptImmediateDelivery: true,
          },
          localAddress,
        );
      const first: number[] = [];
      for (let i = 1; i <= 31; i++) first.push((await checkoutFrom('127.0.0.2', i)).status);
      // 30 checkouts per client in 10 minutes, counted in the shared database by both processes.
      expect(first.slice(0, 30)).toEqual(Array(30).fill(200));
      expect(first[30]).toBe(429);
      // The next buyer, from another address, is served.
      const second = await checkoutFrom('127.0.0.3', 1);
      expect(second.status, second.body).toBe(200);
      // And the first is still limited: its address, not nginx's, is what was counted.
      expect((await checkoutFrom('127.0.0.2', 32)).status).toBe(429);
      const counted = await db.db.selectFrom('rate_limit_counters').selectAll().execute();
      const keys = JSON.stringify(counted);
      expect(keys).toContain('127.0.0.2');
      expect(keys).toContain('127.0.0.3');
      expect(keys).not.toContain('::ffff:');
    });

    it('keeps answering others while 600 slow clients from three addresses hold connections, and closes those', async () => {
      const target = new URL(url);
      const slow = await Promise.all(
        ['127.0.0.2', '127.0.0.3', '127.0.0.4'].map((a) => openSlowClients(target, a, 200)),
      );
      try {
        await new Promise((r) => setTimeout(r, 1500));
        const open = slow.flatMap((s) => s.sockets).filter((s) => !s.destroyed).length;
        expect(open, 'slow connections held open').toBe(600);
        // Another visitor is served at once: the health check and the landing page.
        const started = Date.now();
        expect(await getFrom(`${url}/api/health`, '127.0.0.5', 5000)).toBe(200);
        expect(await getFrom(`${url}/`, '127.0.0.5', 5000)).toBe(200);
        expect(Date.now() - started).toBeLessThan(5000);
        expect(nginx.log()).not.toMatch(/worker_connections are not enough/);
        // nginx ends the slow requests itself once client_header_timeout has passed.
        await Promise.race([
          Promise.all(slow.map((s) => s.closed())),
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error('slow connections still open after 20 s')), 20_000),
          ),
        ]);
      } finally {
        for (const s of slow) s.stop();
      }
      expect(await getFrom(`${url}/api/health`, '127.0.0.5', 5000)).toBe(200);
    }, 40_000);

    it('answers 429 to a 21st request under way from one address, and serves the next address', async () => {
      // Twenty uploads whose bodies do not come: each is a request under way for nginx.
      const sockets: Socket[] = [];
      const answers: string[] = [];
      try {
        for (let i = 0; i < 25; i++) {
          const socket = connect({
            host: '127.0.0.1',
            port: Number(new URL(url).port),
            localAddress: '127.0.0.6',
          });
          sockets.push(socket);
          socket.on('data', (d) => answers.push(String(d).split('\r\n')[0]));
          socket.on('error', () => {});
          socket.write(
            `POST /api/resend-link HTTP/1.1\r\nHost: ${new URL(url).host}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`,
          );
          // One at a time, so that the first twenty are the ones counted.
          await new Promise((r) => setTimeout(r, 20));
        }
        await waitUntil(async () => answers.length >= 5, 'five answers from nginx');
        await new Promise((r) => setTimeout(r, 300));
        expect(answers).toEqual(Array(5).fill('HTTP/1.1 429 Too Many Requests'));
        expect(await getFrom(`${url}/api/health`, '127.0.0.7', 5000)).toBe(200);
      } finally {
        for (const socket of sockets) socket.destroy();
      }
    });

    it('refuses a body over the limit before it reaches a process', async () => {
      // Only the announced length matters: nginx answers as soon as it has read the headers.
      const { status, server } = await new Promise<{ status?: number; server?: string }>(
        (resolve, reject) => {
          const req = request(`${url}/api/upload/file`, {
            method: 'POST',
            headers: {
              'content-type': 'application/octet-stream',
              'content-length': String(60 * 1024 * 1024),
              origin: url,
            },
          });
          req.on('response', (res) => {
            res.resume();
            resolve({ status: res.statusCode, server: String(res.headers.server) });
            req.destroy();
          });
          req.on('error', reject);
          req.write(Buffer.alloc(1024));
        },
      );
      expect(status).toBe(413);
      expect(server).toBe('nginx');
    });
  },
);

/** A JSON POST through nginx from a chosen source address of this machine (127.0.0.0/8). */
function post(
  target: string,
  body: object,
  localAddress: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = request(target, {
      method: 'POST',
      localAddress,
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(payload)),
        origin: new URL(target).origin,
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}
