import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { accessLogger, gatheredLines } from './logger';

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

  it('escapes exactly as JSON does: plain text as it is, quotes, controls, pairs and lone surrogates', () => {
    for (const path of [
      '/en/restaurant-service-manual',
      '/a"b',
      '/\\x',
      '/\t\u0001',
      '/😀',
      '/\ud800x',
    ]) {
      const { logger, lines } = capture();
      const entry = { requestId: 'r"1', method: 'GET', path, status: 200, ms: 3 };
      logger.info(entry, `${entry.method} ${entry.path} ${entry.status} ${entry.ms} ms`);
      accessLogger(logger)(entry);
      const [general, fast] = lines.map((l) => l.replace(/"time":\d+/, '"time":0'));
      // A lone surrogate is escaped as JSON.stringify does (pino writes it raw): the same value.
      if (path.includes('\ud800')) expect(JSON.parse(fast!), path).toEqual(JSON.parse(general!));
      else expect(fast, path).toBe(general);
      expect(JSON.parse(lines[1]!).path, path).toBe(path);
    }
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

describe('the log lines gathered before they are written', () => {
  it('hands them on in order, a batch at a time, and the rest on flush', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'shop-log-')), 'shop.log');
    const destination = pino.destination({ dest: file, sync: false, minLength: 4096 });
    await new Promise((r) => destination.once('ready', r));
    const lines = gatheredLines(destination, 1000);
    const written = () => readFileSync(file, 'utf8');
    const line = (i: number) => `${JSON.stringify({ i, pad: 'x'.repeat(80) })}\n`;
    for (let i = 0; i < 11; i++) lines.write(line(i));
    // 11 lines of about 100 characters: one batch of 10 went on; nothing is written below
    // the destination's own 4 KB until a flush.
    expect(written()).toBe('');
    await new Promise((r) => lines.flush(r));
    expect(written()).toBe(Array.from({ length: 11 }, (_, i) => line(i)).join(''));
    // On exit: what is left (here below the destination's 4 KB, so no write is under way)
    // is written before flushSync returns.
    const last = gatheredLines(destination, 100_000);
    for (let i = 11; i < 40; i++) last.write(line(i));
    expect(written()).toBe(Array.from({ length: 11 }, (_, i) => line(i)).join(''));
    last.flushSync();
    expect(written()).toBe(Array.from({ length: 40 }, (_, i) => line(i)).join(''));
  });
});
