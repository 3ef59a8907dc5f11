import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
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
  /** Probes that each break one rule: where the code stands, the code, and the report expected. */
  const oneRuleBroken: Array<{ name: string; file: string; code: string; report: RegExp }> = [
    {
      name: 'src/app may not import server code',
      file: 'src/app/routes/layer-probe.tsx',
      code: "import { loadConfig } from '../../server/config';\nexport const x = loadConfig;\n",
      report: /no-restricted-imports: .*may not import server code/,
    },
    {
      name: 'the domain may not import hono',
      file: 'src/server/domain/layer-probe.ts',
      code: "import { Hono } from 'hono';\nexport const x = new Hono();\n",
      report: /no-restricted-imports: .*knows no HTTP/,
    },
    {
      name: 'src/server/api may not import app.ts',
      file: 'src/server/api/guards.ts',
      code: "import { createApp } from '../app';\nexport const x = createApp;\n",
      report: /no-restricted-imports: .*Only main.ts imports app.ts/,
    },
    {
      name: 'src/server/api may not import app.ts by its .js name either',
      file: 'src/server/api/layer-probe.ts',
      code: "import { createApp } from '../app.js';\nexport const x = createApp;\n",
      report: /no-restricted-imports: .*Only main.ts imports app.ts/,
    },
    {
      name: 'src/app may not load server code with a dynamic import()',
      file: 'src/app/routes/layer-probe.tsx',
      code: "export const load = () => import('../../server/config');\n",
      report: /no-restricted-syntax: .*not even lazily/,
    },
    {
      name: 'src/server/db may not import the API layer',
      file: 'src/server/db/layer-probe.ts',
      code: "import { clientIp } from '../api/guards';\nexport const x = clientIp;\n",
      report: /no-restricted-imports: .*database layer may not import the API/,
    },
  ];
  for (const { name, file, code, report } of oneRuleBroken) {
    it(name, async () => {
      const found = await rulesBroken(file, code);
      expect(found.join('\n')).toMatch(report);
    });
  }

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

  it('the domain may not import src/app or app.ts', async () => {
    const app = await rulesBroken(
      'src/server/domain/layer-probe.ts',
      "import { LANGS } from '../../app/content/common';\nexport const x = LANGS;\n",
    );
    expect(app.join('\n')).toMatch(/no-restricted-imports: .*never imports src\/app/);
    const appTs = await rulesBroken(
      'src/server/domain/layer-probe.ts',
      "import { createApp } from '../app';\nexport const x = createApp;\n",
    );
    expect(appTs.join('\n')).toMatch(/no-restricted-imports: .*Only main.ts imports app.ts/);
    // The domain's own rules still hold beside it.
    const hono = await rulesBroken(
      'src/server/domain/layer-probe.ts',
      "import { Hono } from 'hono';\nimport { createApp } from '../app.js';\nexport const x = [Hono, createApp];\n",
    );
    expect(hono).toHaveLength(2);
  });

  it('no server module but main.ts imports app.ts', async () => {
    for (const file of ['src/server/shop-services.ts', 'src/server/adapters/layer-probe.ts']) {
      const prefix = file.split('/').length === 3 ? './' : '../';
      const found = await rulesBroken(
        file,
        `import { createApp } from '${prefix}app';\nexport const x = createApp;\n`,
      );
      expect(found.join('\n'), file).toMatch(
        /no-restricted-imports: .*Only main.ts imports app.ts/,
      );
    }
    const main = await rulesBroken(
      'src/server/main.ts',
      "import { createApp } from './app';\nexport const x = createApp;\n",
    );
    expect(main).toEqual([]);
  });

  it('a module may not pass 400 lines; content and tests may', async () => {
    const long = 'export const x = 1;\n'.repeat(401);
    expect((await rulesBroken('src/server/domain/layer-probe.ts', long)).join('\n')).toMatch(
      /max-lines: /,
    );
    expect((await rulesBroken('src/app/admin/layer-probe.tsx', long)).join('\n')).toMatch(
      /max-lines: /,
    );
    expect(await rulesBroken('src/server/content/layer-probe.ts', long)).toEqual([]);
    expect(await rulesBroken('src/server/domain/layer-probe.test.ts', long)).toEqual([]);
  });

  it('allowed imports pass', async () => {
    const found = await rulesBroken(
      'src/app/routes/layer-probe.tsx',
      "import { renderToString } from 'react-dom/server';\nimport { LANGS } from '../../shared/languages';\nexport const x = [renderToString, LANGS];\n",
    );
    expect(found).toEqual([]);
  });
});

/**
 * The runtime import graph of src/, as TypeScript resolves it (type-only imports are erased
 * and cannot form a cycle), and its cycles: every strongly connected set of more than one
 * module, or a module importing itself.
 */
function importCycles(
  files: string[],
  read: (file: string) => string = (f) => readFileSync(f, 'utf8'),
  /** Type-only imports too: no cycle at run time, but still two modules that need each other. */
  withTypes = false,
): string[][] {
  const options: ts.CompilerOptions = {
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
    allowImportingTsExtensions: true,
    resolveJsonModule: true,
  };
  const known = new Set(files.map((f) => path.resolve(f)));
  const graph = new Map<string, string[]>();
  for (const file of known) {
    const source = ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, false);
    const specifiers: string[] = [];
    for (const statement of source.statements) {
      if (ts.isImportDeclaration(statement) && (withTypes || !statement.importClause?.isTypeOnly)) {
        specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
      } else if (
        ts.isExportDeclaration(statement) &&
        statement.moduleSpecifier &&
        (withTypes || !statement.isTypeOnly)
      ) {
        specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
      }
    }
    const targets: string[] = [];
    for (const fileName of specifiers) {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule;
      const target = resolved && path.resolve(resolved.resolvedFileName);
      if (target && known.has(target)) targets.push(target);
    }
    graph.set(file, targets);
  }
  // Tarjan's strongly connected components.
  let index = 0;
  const stack: string[] = [];
  const onStack = new Set<string>();
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    order.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!));
    }
    if (low.get(node) === order.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)!.includes(node)) cycles.push(component);
    }
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return cycles.map((c) => c.map((f) => path.relative(process.cwd(), f)).sort());
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

describe('import cycles', () => {
  it('src/ has none', () => {
    expect(importCycles(sourceFiles('src'))).toEqual([]);
  });

  it('the domain has none even through type-only imports', () => {
    const domain = sourceFiles('src/server/domain').filter((f) => !f.endsWith('.test.ts'));
    expect(importCycles(domain, undefined, true)).toEqual([]);
  });

  it('a cycle is found when there is one', () => {
    const files = sourceFiles('src');
    const guards = path.resolve('src/server/api/guards.ts');
    // guards.ts importing app.ts, which imports guards.ts.
    const cycles = importCycles(files, (f) =>
      path.resolve(f) === guards
        ? `import { createApp } from '../app';\n${readFileSync(f, 'utf8')}`
        : readFileSync(f, 'utf8'),
    );
    expect(cycles).toContainEqual(
      expect.arrayContaining(['src/server/api/guards.ts', 'src/server/app.ts']),
    );
  });
});
