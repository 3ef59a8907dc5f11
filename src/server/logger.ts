import { createRequire } from 'node:module';
import pino, { type Logger } from 'pino';

/**
 * JSON in production, for log collectors, written asynchronously; readable lines in development (time, level,
 * message) when pino-pretty is installed, coloured on a terminal.
 */
export function createLogger(level: string, isProduction: boolean): Logger {
  if (!isProduction && level !== 'silent') {
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
  // Written in the background, gathered into writes of 4 KB or a quarter of a second, whichever
  // comes first (and flushed on shutdown): under load one write carries dozens of access log
  // lines instead of a write per answer, and a busy access log never holds up an answer.
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => {
    try {
      destination.flush();
    } catch {
      // Nothing buffered, or a write still under way: the next tick takes it.
    }
  }, 250).unref();
  return pino({ level }, destination);
}

export type { Logger };
