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
  // Written in the background (buffered, flushed on shutdown): a busy access log never holds
  // up an answer.
  return pino({ level }, pino.destination({ dest: 1, sync: false }));
}

export type { Logger };
