import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../e2e/harness';
import { SECRET } from './shop';

/**
 * An upload from someone who may not upload is refused before its body is read: a stranger
 * announcing 50 MB and sending a trickle gets 401 at once, and the connection is closed rather
 * than drained, so the process never takes the rest in.
 */
describe('an anonymous upload to a real process', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ SESSION_SECRET: SECRET, PAYMENT_PROVIDER: 'demo' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const announce50MB = (path: string, contentType: string) =>
    new Promise<{ status: number; ms: number; connection: string; sent: number }>(
      (resolve, reject) => {
        const started = Date.now();
        let sent = 0;
        const req = request(`${server.url}${path}`, {
          method: 'POST',
          headers: {
            'content-type': contentType,
            'content-length': String(50 * 1024 * 1024),
            origin: server.url,
          },
        });
        // 64 KB now, and more every 50 ms for as long as the server keeps reading.
        const chunk = Buffer.alloc(64 * 1024, 0x41);
        req.write(chunk);
        sent += chunk.length;
        const trickle = setInterval(() => {
          if (req.destroyed) return;
          req.write(chunk, () => (sent += chunk.length));
        }, 50);
        req.on('response', (res) => {
          clearInterval(trickle);
          res.resume();
          res.on('end', () => {
            resolve({
              status: res.statusCode ?? 0,
              ms: Date.now() - started,
              connection: String(res.headers.connection),
              sent,
            });
            req.destroy();
          });
        });
        req.on('error', (err) => {
          clearInterval(trickle);
          reject(err);
        });
      },
    );

  for (const [path, type] of [
    ['/api/upload/file', 'application/octet-stream'],
    ['/api/upload/file', 'application/json'],
    ['/api/upload/media', 'multipart/form-data; boundary=x'],
  ] as const) {
    it(`answers 401 to ${path} (${type.split(';')[0]}) before the body is read`, async () => {
      const answer = await announce50MB(path, type);
      expect(answer.status).toBe(401);
      expect(answer.connection).toBe('close');
      // The answer came while the body was still far from sent.
      expect(answer.sent).toBeLessThan(5 * 1024 * 1024);
      expect(answer.ms).toBeLessThan(5_000);
      // And the process serves on.
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    });
  }
});
