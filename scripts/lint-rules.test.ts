import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { TEMPLATES } from '@inkcard/card-templates/registry';

// The import rules of docs/ARCHITECTURE.md, proved on the real config: each forbidden import in
// each place must be an error, and the allowed ones must not be.
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

/** The messages of one rule ESLint reports for `code` in a file at `path`. */
async function reported(rule: string, path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

/** The restricted-import messages ESLint reports for one line of code in a file at `path`. */
const restricted = (path: string, code: string) =>
  reported('no-restricted-imports', path, `${code}\nexport const x = y;\n`);

const cases: [string, string, string, boolean][] = [
  // [where, file, import, forbidden?]
  ['a route file importing React', 'apps/server/src/routes/auth/auth.routes.ts', "import y from 'react';", true],
  [
    'a route file importing the queries',
    'apps/server/src/routes/auth/auth.routes.ts',
    "import y from '../../db/queries/users';",
    true,
  ],
  [
    'a route file importing a service',
    'apps/server/src/routes/auth/auth.routes.ts',
    "import y from '../../services/login-user';",
    false,
  ],
  [
    'a service importing card-templates',
    'apps/server/src/services/x.ts',
    "import y from '@inkcard/card-templates';",
    true,
  ],
  [
    'a page importing server code',
    'apps/web/src/pages/home/HomePage.tsx',
    "import y from '../../../../server/src/db/client';",
    true,
  ],
  [
    'a page importing the server package',
    'apps/web/src/pages/home/HomePage.tsx',
    "import y from '@inkcard/server';",
    true,
  ],
  [
    'a page importing a feature',
    'apps/web/src/pages/home/HomePage.tsx',
    "import y from '../../features/auth/session';",
    false,
  ],
  [
    'a feature importing a page',
    'apps/web/src/features/card-maker/x.ts',
    "import y from '../../pages/home/HomePage';",
    true,
  ],
  ['a feature importing the route table', 'apps/web/src/features/layout/x.ts', "import y from '../../routes';", true],
  [
    'a feature importing a component',
    'apps/web/src/features/card-maker/x.ts',
    "import y from '../../components/Dialog';",
    false,
  ],
  [
    'a component importing a feature',
    'apps/web/src/components/x.tsx',
    "import y from '../features/auth/session';",
    true,
  ],
  ['a component importing the API', 'apps/web/src/components/x.tsx', "import y from '../api/auth';", true],
  ['a hook importing a page', 'apps/web/src/hooks/x.ts', "import y from '../pages/home/HomePage';", true],
  ['a template importing shared', 'packages/card-templates/src/quote/x.ts', "import y from '@inkcard/shared';", true],
  [
    'a template importing the web app',
    'packages/card-templates/src/quote/x.ts',
    "import y from '../../../../apps/web/src/i18n';",
    true,
  ],
  ['the engine importing React', 'packages/card-engine/src/x.ts', "import y from 'react';", true],
  ['the engine importing node:fs', 'packages/card-engine/src/x.ts', "import y from 'node:fs';", true],
  ['shared importing the engine', 'packages/shared/src/x.ts', "import y from '@inkcard/card-templates';", true],
  ['e2e importing the web app', 'e2e/specs/x.spec.ts', "import y from '../../apps/web/src/i18n';", true],
  [
    'a manifest importing its card',
    'packages/card-templates/src/quote/redBold/template.ts',
    "import y from './QuoteRedBoldCard';",
    true,
  ],
  [
    'a manifest importing its CSS',
    'packages/card-templates/src/quote/redBold/template.ts',
    "import './QuoteRedBoldCard.module.css';",
    true,
  ],
  [
    'a manifest importing shared CSS',
    'packages/card-templates/src/quote/redBold/template.ts',
    "import y from '../../parts/x.module.css';",
    true,
  ],
  [
    'a manifest re-exporting its examples',
    'packages/card-templates/src/quote/redBold/template.ts',
    "export { default as y } from './example.zh.txt?raw';",
    true,
  ],
  [
    "a manifest importing its kind's hints",
    'packages/card-templates/src/quote/redBold/template.ts',
    "import y from '../quote.hints';",
    false,
  ],
  [
    'a manifest importing a card-templates module (not a manifest)',
    'packages/card-templates/src/quote/redBold/QuoteRedBoldCard.tsx',
    "import y from './QuoteRedBoldCard.module.css';",
    false,
  ],
];

describe('import rules', () => {
  it.each(cases)('%s (%s)', async (_what, file, code, forbidden) => {
    const messages = await restricted(file, code);
    if (forbidden) expect(messages.length, `${file}: ${code}`).toBeGreaterThan(0);
    else expect(messages, `${file}: ${code}`).toEqual([]);
  });
});

// A template is its folder and its kind's list line (docs/recipes/add-template.md): its id, in any
// quotes, is an error everywhere else but the registry, tests and the web app's showcases.
const naming: [string, string, boolean][] = [
  // [file, forbidden?]
  ['apps/web/src/features/card-maker/x.ts', true],
  ['apps/web/src/pages/quote-maker/QuoteMakerPage.tsx', true],
  ['apps/web/src/routes.tsx', true],
  ['packages/card-templates/src/quote/templates.ts', true],
  ['packages/card-templates/src/parts/x.tsx', true],
  ['packages/card-templates/src/quote/fashion/QuoteFashionCard.tsx', true],
  ['packages/card-templates/src/quote/redBold/QuoteRedBoldCard.tsx', false],
  ['packages/card-templates/src/quote/redBold/template.ts', false],
  ['packages/card-templates/src/registry.ts', false],
  ['packages/card-templates/src/quote/templates.test.tsx', false],
  ['apps/web/src/pages/gallery/gallery-items.ts', false],
  ['apps/web/src/pages/guide/guide-sections.ts', false],
  ['apps/web/src/features/card-maker/x.test.ts', false],
];
const spellings = [
  ['single quotes, as prettier writes it', "export const id = 'quote/redBold';"],
  ['double quotes', 'export const id = "quote/redBold";'],
  ['a template literal', 'export const id = `quote/redBold`;'],
  ['a JSX attribute', 'export const x = <div data-card="quote/redBold" />;'],
  ['a type', "export type Id = 'quote/redBold';"],
] as const;

describe('inkcard/no-template-id', () => {
  it.each(naming)('%s naming a template (forbidden: %s)', async (file, forbidden) => {
    for (const [how, code] of spellings) {
      if (how === 'a JSX attribute' && !file.endsWith('.tsx')) continue;
      const messages = await reported('inkcard/no-template-id', file, code);
      if (forbidden) expect(messages, `${file}: ${how}`).toEqual([expect.stringContaining("'quote/redBold'")]);
      else expect(messages, `${file}: ${how}`).toEqual([]);
    }
  });
  it('knows every registered template, and only ids: a kind, a built id or another string is not one', async () => {
    const file = 'apps/web/src/features/card-maker/x.ts';
    expect(TEMPLATES.length).toBeGreaterThan(0);
    for (const { id } of TEMPLATES)
      expect(await reported('inkcard/no-template-id', file, `export const id = '${id}';`), id).toHaveLength(1);
    const fine = [
      "export const kind = 'quote';",
      "export const id = 'quote/nope';",
      "export const id = 'quote/redBold ';",
      'export const id = (kind: string) => `${kind}/redBold`;',
      '// the quote/redBold card\nexport const x = 1;',
    ];
    for (const code of fine) expect(await reported('inkcard/no-template-id', file, code), code).toEqual([]);
  });
});
