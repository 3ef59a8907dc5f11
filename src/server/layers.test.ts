import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layer rules of eslint.config.js fire: each snippet below breaks one rule and must be
 * reported, so `npm run lint` fails on a real violation.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('layer rules', () => {
  it('src/app may not import server code', async () => {
    const found = await rulesBroken(
      'src/app/routes/layer-probe.tsx',
      "import { loadConfig } from '../../server/config';\nexport const x = loadConfig;\n",
    );
    expect(found.join('\n')).toMatch(/no-restricted-imports: .*may not import server code/);
  });

  it('the domain may not import hono', async () => {
    const found = await rulesBroken(
      'src/server/domain/layer-probe.ts',
      "import { Hono } from 'hono';\nexport const x = new Hono();\n",
    );
    expect(found.join('\n')).toMatch(/no-restricted-imports: .*knows no HTTP/);
  });

  it('src/shared may not import node modules or React', async () => {
    const node = await rulesBroken(
      'src/shared/layer-probe.ts',
      "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n",
    );
    expect(node.join('\n')).toMatch(/no-restricted-imports: .*no Node modules/);
    const react = await rulesBroken(
      'src/shared/layer-probe.ts',
      "import { useState } from 'react';\nexport const x = useState;\n",
    );
    expect(react.join('\n')).toMatch(/no-restricted-imports: .*React belongs in src\/app/);
  });

  it('src/server/api may not import app.ts, and the cycle it would make is reported', async () => {
    const found = await rulesBroken(
      'src/server/api/guards.ts',
      "import { createApp } from '../app';\nexport const x = createApp;\n",
    );
    expect(found.join('\n')).toMatch(/no-restricted-imports: .*Only main.ts imports app.ts/);
    expect(found.join('\n')).toMatch(/import-x\/no-cycle/);
  });

  it('allowed imports pass', async () => {
    const found = await rulesBroken(
      'src/app/routes/layer-probe.tsx',
      "import { renderToString } from 'react-dom/server';\nimport { LANGS } from '../../shared/languages';\nexport const x = [renderToString, LANGS];\n",
    );
    expect(found).toEqual([]);
  });
});
