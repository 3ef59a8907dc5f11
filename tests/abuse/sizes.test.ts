import { type AbuseCase } from './harness';
import { nextSerial, WRITE_ROUTES, type WriteRoute } from './routes';
import { describeAbuse } from './suite';

const MB = 1024 * 1024;
const CHUNK = new TextEncoder().encode('a'.repeat(64 * 1024));

/** What each kind of route is sent, so the body looks like one it reads until it grows too big. */
function envelope(route: WriteRoute): { type: string; head: string } {
  if (route.reads === 'form')
    return { type: 'application/x-www-form-urlencoded', head: 'language=en&email=' };
  if (route.reads === 'multipart') {
    return {
      type: 'multipart/form-data; boundary=abuse',
      head: '--abuse\r\nContent-Disposition: form-data; name="file"; filename="x.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n',
    };
  }
  return { type: 'application/json', head: '{"email":"' };
}

/** `total` bytes, produced only as they are read: nothing is held in memory up front. */
function lazyBody(head: string, total: number): ReadableStream<Uint8Array> {
  const first = new TextEncoder().encode(head);
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const piece =
        sent === 0 && first.length
          ? first
          : CHUNK.subarray(0, Math.min(CHUNK.length, total - sent));
      sent += piece.length;
      controller.enqueue(piece);
    },
  });
}

/** Sizes above each route's limit: 64 KB for forms and JSON, 5 MB for images, 50 MB for PDFs. */
function sizesFor(route: WriteRoute): number[] {
  if (route.path === '/api/upload/media') return [8 * MB, 12 * MB];
  if (route.path === '/api/upload/file') return [51 * MB, 60 * MB];
  return [3 * MB, 8 * MB];
}

const oversized: AbuseCase[] = WRITE_ROUTES.flatMap((route): AbuseCase[] => {
  const { type, head } = envelope(route);
  const [size, larger] = sizesFor(route);
  const base = { method: route.method, path: route.path, as: route.as, status: [413] };
  return [
    {
      ...base,
      label: `${route.name} · ${size / MB} MB with its length declared`,
      headers: { 'content-type': type, 'content-length': String(size) },
      body: () => lazyBody(head, size),
    },
    {
      ...base,
      label: `${route.name} · ${larger / MB} MB with its length declared`,
      headers: { 'content-type': type, 'content-length': String(larger) },
      body: () => lazyBody(head, larger),
    },
    {
      ...base,
      label: `${route.name} · ${size / MB} MB streamed without a length`,
      headers: { 'content-type': type },
      body: () => lazyBody(head, size),
    },
    {
      ...base,
      label: `${route.name} · ${size / MB} MB streamed as text/plain`,
      headers: { 'content-type': 'text/plain' },
      body: () => lazyBody('', size),
    },
  ];
});

/** Long values inside a body of allowed size: refused by the field's own limit, never stored. */
const longFields: AbuseCase[] = WRITE_ROUTES.filter((r) => r.valid && !r.harmless).flatMap(
  (route) =>
    Object.entries(route.fields ?? {}).map(([field, kind]): AbuseCase => ({
      method: route.method,
      path: route.path,
      as: route.as,
      label: `${route.name} · ${field} of 60,000 characters`,
      json: () => ({ ...route.valid!(nextSerial()), [field]: `${'x'.repeat(60_000)}@example.com` }),
      // A hint (a language, a return path) that fits nothing falls back to the default.
      expect: kind === 'hint' ? 'either' : 'refuse',
    })),
);

describeAbuse('oversized bodies', 'body sizes', {
  'bodies of several megabytes': oversized,
  'over-long fields': longFields,
});
