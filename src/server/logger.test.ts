import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { accessLogger } from './logger';

function capture(level = 'info') {
  const lines: string[] = [];
  const logger = pino({ level }, { write: (line: string) => void lines.push(line) });
  return { logger, lines };
}

describe('the access log of pages answered from memory', () => {
  it('writes the very line logger.info writes, fields and order alike', () => {
    const { logger, lines } = capture();
    const entry = {
      requestId: '3f1c',
      method: 'GET',
      path: '/de/"quote"\\\n',
      status: 200,
      ms: 0,
    };
    logger.info(entry, `${entry.method} ${entry.path} ${entry.status} ${entry.ms} ms`);
    accessLogger(logger)(entry);
    expect(lines).toHaveLength(2);
    const [general, fast] = lines.map((l) => l.replace(/"time":\d+/, '"time":0'));
    expect(fast).toBe(general);
    expect(JSON.parse(lines[1]!)).toMatchObject({ level: 30, path: entry.path, status: 200 });
  });

  it('writes nothing below its level, and a child logger keeps its bindings', () => {
    const quiet = capture('warn');
    accessLogger(quiet.logger)({ requestId: 'a', method: 'GET', path: '/', status: 200, ms: 1 });
    expect(quiet.lines).toEqual([]);
    const { logger, lines } = capture();
    accessLogger(logger.child({ worker: 2 }))({
      requestId: 'b',
      method: 'HEAD',
      path: '/it',
      status: 304,
      ms: 0,
    });
    expect(JSON.parse(lines[0]!)).toMatchObject({ worker: 2, requestId: 'b', status: 304 });
  });
});
