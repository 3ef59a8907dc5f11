import { createRequire } from 'node:module';
import pino, { type Logger } from 'pino';

/**
 * JSON in production, for log collectors; readable lines in development (time, level,
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
  return pino({ level });
}

export type { Logger };
