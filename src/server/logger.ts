import { createRequire } from 'node:module';
import pino, { type Logger } from 'pino';

/** JSON in production; pretty in development when pino-pretty is installed. */
export function createLogger(level: string, isProduction: boolean): Logger {
  if (!isProduction && level !== 'silent' && process.stdout.isTTY) {
    try {
      createRequire(import.meta.url).resolve('pino-pretty');
      return pino({ level, transport: { target: 'pino-pretty', options: { colorize: true } } });
    } catch {
      // pino-pretty is a development dependency; without it, JSON it is.
    }
  }
  return pino({ level });
}

export type { Logger };
