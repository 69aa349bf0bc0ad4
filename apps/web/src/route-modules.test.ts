import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { LEGAL_SLUGS } from './pages/legal/legal-doc';
import { PAGE_ROUTES, ROUTE_MODULES, type PageRoute } from './route-modules';

// ROUTE_MODULES names, for the build's first-load hints, what each route's first visit loads. The
// page routes and their hints both come from PAGE_ROUTES; these tests load each route as the
// router does and check that it draws the page named, with the catalog its entry says.

// The pages start the UI's i18n, which reads the browser's language: these tests run in Node.
vi.stubGlobal('navigator', { languages: ['en'], language: 'en' });
vi.stubGlobal('document', { documentElement: {} });
const { default: i18n } = await import('./i18n');
const { routes } = await import('./routes');
const { loadPage } = await import('./pages');

/** Every route of the table with a path, children included, by path. */
function routesByPath(list: RouteObject[], into = new Map<string, RouteObject>()): Map<string, RouteObject> {
  for (const route of list) {
    if (route.path) into.set(route.path, route);
    if (route.children) routesByPath(route.children, into);
  }
  return into;
}

/** Whether a lazy catalog has arrived (i18n/index.ts adds it under its name in both languages). */
const hasCatalog = (ns: string): boolean =>
  ['en', 'zh'].every((lng) => i18n.getResource(lng, 'translation', ns) !== undefined);

const table = routesByPath(routes);

beforeAll(() => {
  expect(table.size).toBeGreaterThan(20);
});

describe.each(Object.entries(PAGE_ROUTES) as [string, PageRoute][])('the page route %s', (path, entry) => {
  it('draws the page its entry names, with its catalog', async () => {
    const route = table.get(path);
    expect(route, path).toBeDefined();
    const lazy = route!.lazy as () => Promise<{ Component?: unknown }>;
    const { Component } = await lazy();
    expect(typeof Component).toBe('function');
    const Page = await loadPage(entry.page);
    // A page with queries is drawn inside the query provider; the others are the page itself.
    if (entry.queries) expect(Component).not.toBe(Page);
    else expect(Component).toBe(Page);
    if (entry.catalog) expect(hasCatalog(entry.catalog), entry.catalog).toBe(true);
  });

  it('gives the first-load hints the same modules, unless its path has a parameter', () => {
    if (path.includes(':')) {
      expect(ROUTE_MODULES[path]).toBeUndefined();
      return;
    }
    expect(ROUTE_MODULES[path]).toEqual([
      entry.page,
      ...(entry.catalog ? [`i18n/locales/en/${entry.catalog}`, `i18n/locales/zh/${entry.catalog}`] : []),
      ...(entry.queries ? ['api/query-client'] : []),
    ]);
  });
});

describe('ROUTE_MODULES', () => {
  it('covers every public page the spec budgets', () => {
    for (const route of ['/', '/profile', '/article-card', '/xiaohongshu', '/quote', '/blessing-card']) {
      expect(ROUTE_MODULES[route], route).toBeDefined();
    }
    for (const route of ['/gallery', '/about', '/login', '/register'])
      expect(ROUTE_MODULES[route], route).toBeDefined();
  });

  it('names for the footer pages the page and the catalog it waits for', async () => {
    await loadPage('pages/legal/LegalPage');
    expect(hasCatalog('legal')).toBe(true);
    for (const slug of LEGAL_SLUGS) {
      const route = table.get(`/${slug}`);
      expect(route, slug).toBeDefined();
      expect(ROUTE_MODULES[`/${slug}`], slug).toEqual([
        'pages/legal/LegalPage',
        'i18n/locales/en/legal',
        'i18n/locales/zh/legal',
      ]);
    }
  });
});
