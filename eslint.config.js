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
export const layerRules = [
  {
    files: ['src/app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverOnly] }] },
  },
  {
    files: ['src/server/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['hono', 'hono/*', '@hono/*'],
              message: 'The domain knows no HTTP: parse and answer in src/server/api.',
            },
            { regex: '^\\.\\./api(/|$)', message: 'The domain may not import the API layer.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
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
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./app(\\.ts)?$',
              message: 'Only main.ts imports app.ts; take AppDeps and AppEnv from ../deps.',
            },
          ],
        },
      ],
    },
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
);
