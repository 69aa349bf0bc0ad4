import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAKERS } from './makers';
import { LEGAL_SLUGS } from './pages/legal/legal-doc';
import { ROUTE_MODULES } from './route-modules';

// ROUTE_MODULES restates, for the build's first-load hints, what each route's lazy() in routes.tsx
// imports. These checks keep the two together: a page moved or a catalog added in one and not the
// other fails here, not as a first visit that quietly waits for its code again.

const SRC = path.dirname(new URL(import.meta.url).pathname);
const routesSource = fs.readFileSync(path.join(SRC, 'routes.tsx'), 'utf8');

/** The text of the top-level route whose path is `route`, up to the next route's path. */
function routeBlock(route: string): string {
  const start = routesSource.indexOf(`path: '${route}'`);
  if (start < 0) return '';
  const next = routesSource.indexOf('path:', start + 1);
  return routesSource.slice(start, next < 0 ? undefined : next);
}

/** The module a src-relative path names, as a source file. */
const sourceFile = (module: string): string | undefined =>
  ['.ts', '.tsx'].map((ext) => path.join(SRC, module + ext)).find((file) => fs.existsSync(file));

const legalPaths = new Set(LEGAL_SLUGS.map((slug) => `/${slug}`));
// The makers' routes are built from MAKERS, as their hints are: maker-pages.test.ts loads each.
const makerPaths = new Set<string>(Object.values(MAKERS).map((m) => m.path));

describe('ROUTE_MODULES', () => {
  it('names only modules that exist', () => {
    for (const [route, modules] of Object.entries(ROUTE_MODULES)) {
      for (const module of modules) expect(sourceFile(module), `${route}: ${module}`).toBeDefined();
    }
  });

  it("names each route's page as its lazy() imports it, with its catalog and query client", () => {
    for (const [route, modules] of Object.entries(ROUTE_MODULES)) {
      if (legalPaths.has(route) || makerPaths.has(route)) continue;
      const block = routeBlock(route);
      expect(block, route).not.toBe('');
      const pages = modules.filter((m) => m.startsWith('pages/'));
      expect(pages, route).toHaveLength(1);
      expect(block, route).toContain(`import('./${pages[0]}')`);

      const namespace = /withCatalog\('(\w+)'/.exec(block)?.[1];
      const catalogs = modules.filter((m) => m.startsWith('i18n/'));
      expect(catalogs, route).toEqual(
        namespace ? [`i18n/locales/en/${namespace}`, `i18n/locales/zh/${namespace}`] : [],
      );
      expect(modules.includes('api/query-client'), route).toBe(block.includes('withQueries('));
    }
  });

  it('covers every public page the spec budgets, and the footer pages with the catalog their page awaits', () => {
    for (const route of ['/', '/profile', '/article-card', '/xiaohongshu', '/quote', '/blessing-card']) {
      expect(ROUTE_MODULES[route], route).toBeDefined();
    }
    for (const route of ['/gallery', '/about', '/login', '/register'])
      expect(ROUTE_MODULES[route], route).toBeDefined();
    const legalPage = fs.readFileSync(path.join(SRC, 'pages/legal/LegalPage.tsx'), 'utf8');
    expect(legalPage).toContain("await loadCatalog('legal')");
    for (const route of legalPaths) {
      expect(ROUTE_MODULES[route], route).toEqual([
        'pages/legal/LegalPage',
        'i18n/locales/en/legal',
        'i18n/locales/zh/legal',
      ]);
    }
  });
});
