import { createRequire } from 'node:module';
import { hostname } from 'node:os';
import pino, { type Logger } from 'pino';

/**
 * JSON in production, for log collectors, written asynchronously; readable lines in development (time, level,
 * message) when pino-pretty is installed, coloured on a terminal.
 */
export function createLogger(level: string, isProduction: boolean): Logger {
  // Writes nothing: no destination, no timer, no exit hook (tests make one per app).
  if (level === 'silent') return pino({ level }, { write: () => {} });
  if (!isProduction) {
    try {
      createRequire(import.meta.url).resolve('pino-pretty');
      return pino({
        level,
        transport: {
          target: 'pino-pretty',
          options: {
            colorize: Boolean(process.stdout.isTTY),
            translateTime: 'SYS:HH:MM:ss',
            ignore: 'pid,hostname',
            singleLine: true,
          },
        },
      });
    } catch {
      // pino-pretty is a development dependency; without it, JSON it is.
    }
  }
  // Written in the background, gathered into writes of 32 KB or a quarter of a second, whichever
  // comes first (and flushed on shutdown and exit): under load one write carries dozens of
  // access log lines instead of a write per answer, and a busy access log never holds up an
  // answer.
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  const lines = gatheredLines(destination);
  setInterval(() => {
    try {
      lines.flush();
    } catch {
      // The destination is not open yet: the next tick takes it.
    }
  }, 250).unref();
  process.on('exit', () => {
    try {
      lines.flushSync();
    } catch {
      // Nothing can be written any more.
    }
  });
  return pino({ level }, lines);
}

/** The part of pino's destination (SonicBoom) that the gathering below uses. */
interface Destination {
  write(text: string): unknown;
  flush(cb?: (err?: Error) => void): void;
  flushSync(): void;
}

/**
 * Log lines kept in a list and handed to `destination` joined, about 32 KB at a time. SonicBoom
 * measures the byte length of its whole pending text on every write it is given, which for a
 * line per answer cost a quarter of a cached page's throughput; joined, it measures once per
 * batch. Each batch is one write through libuv's thread pool; larger batches mean fewer of them,
 * up to where the waiting lines live long enough to be moved to the old generation (measured on a
 * cached page: 4 KB 31,000–32,000 req/s, 32 KB 39,000–41,000, 128 KB 33,000). The order of the
 * lines is kept: every line of the logger passes through here.
 * @internal Exported for its unit test: the batching and the order of the lines are checked
 * against a file; the logger itself writes to standard output.
 */
export function gatheredLines(destination: Destination, batchChars = 32 * 1024) {
  let pending: string[] = [];
  let length = 0;
  const handOn = () => {
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    length = 0;
    destination.write(text);
  };
  return {
    write(line: string) {
      pending.push(line);
      length += line.length;
      if (length >= batchChars) handOn();
    },
    flush(cb?: (err?: Error) => void) {
      handOn();
      destination.flush(cb);
    },
    flushSync() {
      handOn();
      destination.flushSync();
    },
  };
}

export type { Logger };

/** One answered request, as the access log records it. */
export interface AccessEntry {
  requestId: string;
  method: string;
  path: string;
  status: number;
  ms: number;
}

/**
 * The access log line of a page answered from memory: the very JSON line `logger.info(entry,
 * message)` writes (level, time, pid, hostname, the entry, the message), put together from
 * parts made once and written to the logger's own destination. Under load pino's general
 * serialisation of each line cost a quarter of the fast path's throughput. Falls back to
 * `logger.info` for a logger whose lines differ (a child with bindings, another format).
 */
export function accessLogger(logger: Logger): (entry: AccessEntry) => void {
  const stream = (logger as unknown as Record<symbol, { write?: (line: string) => void }>)[
    pino.symbols.streamSym
  ];
  const plain =
    typeof stream?.write === 'function' &&
    logger.bindings &&
    Object.keys(logger.bindings()).length === 0;
  const slow = (e: AccessEntry) => logger.info(e, `${e.method} ${e.path} ${e.status} ${e.ms} ms`);
  if (!plain) return slow;
  const level = pino.levels.values.info;
  const base = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;
  return (e) => {
    if (!logger.isLevelEnabled('info')) return;
    const method = inJson(e.method);
    const path = inJson(e.path);
    stream.write!(
      `{"level":${level},"time":${Date.now()}${base},"requestId":"${inJson(e.requestId)}",` +
        `"method":"${method}","path":"${path}","status":${e.status},"ms":${e.ms},` +
        `"msg":"${method} ${path} ${e.status} ${e.ms} ms"}\n`,
    );
  };
}

/** What JSON.stringify escapes in a string: quotes, backslashes, controls, lone surrogates. */
// eslint-disable-next-line no-control-regex -- the control characters are what it looks for
const ESCAPED = /["\\\u0000-\u001f\ud800-\udfff]/;

/** A string as it stands between the quotes of JSON; most need no escape and are used as they are. */
function inJson(text: string): string {
  return ESCAPED.test(text) ? JSON.stringify(text).slice(1, -1) : text;
}
