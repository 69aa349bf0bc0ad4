import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Import rules say why they exist; see docs/ARCHITECTURE.md "What may import what". */
const pureRestrictions = (why) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        { group: ['react', 'react-dom', 'react/*', 'react-dom/*'], message: why },
        { group: ['node:*', 'fs', 'path', 'os', 'crypto'], message: why },
        { group: ['@inkcard/web', '@inkcard/server', '@inkcard/card-templates', '../../apps/*'], message: why },
      ],
    },
  ],
  'no-restricted-globals': ['error', { name: 'document', message: why }, { name: 'window', message: why }],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.e2e-*/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      'bench-results/**',
      '**/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'packages/card-templates/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['packages/card-engine/src/**/*.ts'],
    rules: pureRestrictions('card-engine must run in the browser, the server and tests without a DOM, Node or React.'),
  },
  {
    files: ['packages/shared/src/**/*.ts'],
    rules: pureRestrictions('shared is the web/server contract: zod only, so both sides can import it.'),
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', '@inkcard/card-templates', '@inkcard/web'],
              message: 'The server never renders cards or imports the web app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/routes/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/schema', '**/db/queries/*', 'drizzle-orm', 'drizzle-orm/*'],
              message: 'Routes are thin: validate → policy → service; SQL lives in db/queries.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api/*', '**/features/*', '**/features/**'],
              message: 'components/ is generic UI: no API calls and no features.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/card-templates/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@inkcard/shared', '@inkcard/web', '@inkcard/server'],
              message: 'Templates depend on card-engine and React only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../apps/*', '../../apps/*', '@inkcard/web', '@inkcard/server'],
              message: 'e2e talks HTTP and browser only.',
            },
          ],
        },
      ],
    },
  },
);
