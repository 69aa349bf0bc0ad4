import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

// The import rules of docs/ARCHITECTURE.md, proved on the real config: each forbidden import in
// each place must be an error, and the allowed ones must not be.
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

/** The restricted-import messages ESLint reports for one line of code in a file at `path`. */
async function restricted(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const x = y;\n`, { filePath: path });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

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
];

describe('import rules', () => {
  it.each(cases)('%s (%s)', async (_what, file, code, forbidden) => {
    const messages = await restricted(file, code);
    if (forbidden) expect(messages.length, `${file}: ${code}`).toBeGreaterThan(0);
    else expect(messages, `${file}: ${code}`).toEqual([]);
  });
});
