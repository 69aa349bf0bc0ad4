import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { fileURLToPath } from 'node:url';
import { noTemplateId, templateFolders } from './scripts/lint/no-template-id.mjs';

/** Import rules say why they exist; see docs/ARCHITECTURE.md "What may import what". */
const pureRestrictions = (why, patterns = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        ...patterns,
        { group: ['react', 'react-dom', 'react/*', 'react-dom/*'], message: why },
        { group: ['node:*', 'fs', 'path', 'os', 'crypto'], message: why },
        { group: ['@inkcard/web', '@inkcard/server', '@inkcard/card-templates', '../../apps/*'], message: why },
      ],
    },
  ],
  'no-restricted-globals': ['error', { name: 'document', message: why }, { name: 'window', message: why }],
});

/**
 * One `no-restricted-imports` rule from several pattern groups. ESLint's flat config replaces a
 * rule wholesale when a later block matches the same file, so a narrower block (route files,
 * features) repeats the wider block's patterns instead of losing them.
 */
const restrict = (...groups) => ({ 'no-restricted-imports': ['error', { patterns: groups.flat() }] });

const SERVER = [
  {
    group: ['react', 'react-dom', 'react/*', 'react-dom/*', '@inkcard/card-templates', '@inkcard/web', '**/web/src/**'],
    message: 'The server never renders cards or imports the web app.',
  },
];
const ROUTES = [
  {
    group: ['**/db/schema', '**/db/queries/*', 'drizzle-orm', 'drizzle-orm/*'],
    message: 'Routes are thin: validate → policy → service; SQL lives in db/queries.',
  },
];
const WEB = [
  {
    group: ['@inkcard/server', '@inkcard/server/*', '**/server/src/**', '**/apps/server/**'],
    message: 'The web app talks to the server over HTTP only (api/); it never imports server code.',
  },
];
const FEATURES = [
  {
    group: ['**/pages/*', '**/pages/**', '**/routes'],
    message: 'pages → features → components: a feature is shared by pages and never imports one.',
  },
];
const COMPONENTS = [
  {
    group: ['**/api/*', '**/features/*', '**/features/**', '**/pages/*', '**/pages/**', '**/routes'],
    message: 'components/ and hooks/ are generic UI: no API calls, no features, no pages.',
  },
];
const TEMPLATES = [
  {
    group: ['@inkcard/shared', '@inkcard/web', '@inkcard/server', '**/apps/**'],
    message: 'Templates depend on card-engine and React only, so they render anywhere (maker, render route, server).',
  },
];

const MANIFEST = [
  {
    group: ['./*', '**/*.css'],
    message:
      'A manifest (template.ts) reaches its card, CSS and examples only through import(): the picker and the style panel, which read manifests, never load them.',
  },
];

/** The repository's own rules (scripts/lint/), proved in scripts/lint-rules.test.ts. */
const inkcard = { meta: { name: 'inkcard' }, rules: { 'no-template-id': noTemplateId } };
/** Every template folder on disk: a new one extends `inkcard/no-template-id` by itself. */
const templates = templateFolders(fileURLToPath(new URL('packages/card-templates/src', import.meta.url)));
const noTemplateIdRule = { 'inkcard/no-template-id': ['error', { templates }] };

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.e2e-*/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      // Each engineer's own throwaway scripts (gitignored).
      'e2e/.local/**',
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
    rules: pureRestrictions('card-engine must run in the browser, the server and tests without a DOM, Node or React.', [
      {
        group: ['zod', 'zod/*'],
        message:
          "The engine's schemas use valibot only: every maker loads them before its first paint (docs/DECISIONS.md).",
      },
    ]),
  },
  {
    files: ['packages/shared/src/**/*.ts'],
    rules: pureRestrictions('shared is the web/server contract: zod only, so both sides can import it.'),
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: restrict(SERVER),
  },
  {
    files: ['apps/server/src/routes/**/*.routes.ts'],
    rules: restrict(SERVER, ROUTES),
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: restrict(WEB),
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: restrict(WEB, FEATURES),
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/hooks/**/*.{ts,tsx}'],
    rules: restrict(WEB, COMPONENTS),
  },
  {
    files: ['packages/card-templates/src/**/*.{ts,tsx}'],
    rules: restrict(TEMPLATES),
  },
  {
    files: ['packages/card-templates/src/*/*/template.ts'],
    rules: restrict(TEMPLATES, MANIFEST),
  },
  // A template is its folder and its kind's list line: it is named by id only there, in the
  // registry, in tests and in the web app's showcases (the gallery and the guide choose which to show).
  {
    files: ['packages/card-templates/src/**/*.{ts,tsx}'],
    ignores: ['packages/card-templates/src/registry.ts', '**/*.test.{ts,tsx}'],
    plugins: { inkcard },
    rules: noTemplateIdRule,
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/pages/gallery/**', 'apps/web/src/pages/guide/**', '**/*.test.{ts,tsx}'],
    plugins: { inkcard },
    rules: noTemplateIdRule,
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
