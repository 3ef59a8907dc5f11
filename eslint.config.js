import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The layers of the code base (see README, "Layout"). A violation fails `npm run lint`;
 * src/server/layers.test.ts proves each rule fires (and that src/ has no import cycle).
 */
const serverOnly = {
  regex: '^(\\.{1,2}/)+(.*/)?server(/|$)',
  message: 'src/app runs in the browser too: it may not import server code.',
};
/** app.ts (with or without an extension) or src/app, from anywhere in src/server. */
const appFromServer = {
  regex: '^(\\.{1,2}/)+app(\\.[jt]sx?)?(/|$)',
  message:
    'Only main.ts imports app.ts (take AppDeps and AppEnv from deps.ts), and the server never imports src/app.',
};
const noHttp = {
  group: ['hono', 'hono/*', '@hono/*'],
  message: 'The domain knows no HTTP: parse and answer in src/server/api.',
};
const apiFromBelow = (layer) => ({
  regex: '^(\\.{1,2}/)+api(/|$)',
  message: `The ${layer} may not import the API layer.`,
});
/** Dynamic import() of server code from the browser's side, which no-restricted-imports misses. */
const dynamicServerImport = {
  selector: 'ImportExpression > Literal[value=/(^|\\/)server(\\/|$)/]',
  message: 'src/app runs in the browser too: it may not import server code, not even lazily.',
};
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const serverCode = (files) => ({ files, ignores: ['**/*.test.ts', 'src/server/main.ts'] });

// In a flat config the last block that sets a rule for a file wins: every block lists all the
// patterns that hold for its files.
export const layerRules = [
  {
    files: ['src/app/**/*.{ts,tsx}'],
    rules: {
      ...restrict(serverOnly),
      'no-restricted-syntax': ['error', dynamicServerImport],
    },
  },
  { ...serverCode(['src/server/**/*.ts']), rules: restrict(appFromServer) },
  {
    ...serverCode(['src/server/domain/**/*.ts']),
    rules: restrict(noHttp, apiFromBelow('domain'), appFromServer),
  },
  {
    ...serverCode(['src/server/db/**/*.ts']),
    rules: restrict(apiFromBelow('database layer'), appFromServer),
  },
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: restrict(
      {
        regex: '^node:',
        message: 'src/shared runs in the browser and on the server: no Node modules.',
      },
      {
        group: ['react', 'react-dom', 'react/*', 'react-dom/*', 'react-router'],
        message: 'src/shared holds no UI: React belongs in src/app.',
      },
      serverOnly,
      {
        regex: '^(\\.{1,2}/)+(.*/)?app(/|$)',
        message: 'src/shared may not import src/app.',
      },
    ),
  },
];

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-*/',
      'bench/results/',
      '.react-router/',
      'node_modules/',
      'data/',
      'tmp/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  ...layerRules,
  // Files of one concern: split a module before it passes 400 lines. Content (texts per
  // language), migrations and tests, whose case tables are long by nature, are exempt.
  {
    files: ['**/*.{ts,tsx,js}'],
    ignores: [
      'src/app/content/**',
      'src/server/content/**',
      'src/server/db/migrations/**',
      '**/*.test.ts',
      '**/*.e2e.ts',
      '**/*.fault.ts',
      'tests/**',
    ],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
);
