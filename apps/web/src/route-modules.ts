import type { LazyNamespace } from './i18n';
import { MAKERS, MAKER_KINDS } from './makers';
import { LEGAL_SLUGS } from './pages/legal/legal-doc';

/** What a page's route loads on its first visit (routes.tsx builds the route's lazy() from it). */
export interface PageRoute {
  /** The page module, src-relative without extension, exporting the component named as the file. */
  page: `pages/${string}Page`;
  /** The lazy catalog its page reads, loaded beside it. */
  catalog?: LazyNamespace;
  /** Whether the page uses TanStack Query: the query client comes in the page's chunk. */
  queries?: true;
}

/**
 * The pages with a route of their own, besides the makers (MAKERS), the footer pages
 * (LEGAL_SLUGS) and the admin console's pages: routes.tsx loads each as said here, and the
 * first-load hints below follow from the same entries, so the two cannot part ways.
 */
export const PAGE_ROUTES = {
  '/': { page: 'pages/home/HomePage', catalog: 'home' },
  '/gallery': { page: 'pages/gallery/GalleryPage', catalog: 'gallery' },
  '/about': { page: 'pages/guide/GuidePage', catalog: 'guide' },
  '/login': { page: 'pages/login/LoginPage', queries: true },
  '/register': { page: 'pages/register/RegisterPage', queries: true },
  '/forgot-password': { page: 'pages/forgot-password/ForgotPasswordPage' },
  '/settings': { page: 'pages/settings/SettingsPage', catalog: 'account' },
  '/my-cards': { page: 'pages/my-cards/MyCardsPage', catalog: 'cards', queries: true },
  '/c/:shareId': { page: 'pages/shared-card/SharedCardPage', catalog: 'cards', queries: true },
  '/admin/v2/login': { page: 'pages/admin/login/AdminLoginPage', catalog: 'admin' },
} as const satisfies Record<`/${string}`, PageRoute>;
export type PagePath = keyof typeof PAGE_ROUTES;

/**
 * The catalogs a maker's route loads beside its page: its own strings, and the saved cards' for
 * the bar under its export bar (Save, Share link, Copy link), which would otherwise arrive after
 * the maker had drawn and push what is below it down under a reader's click.
 */
export const MAKER_CATALOGS = ['makers', 'cards'] as const satisfies readonly LazyNamespace[];

/** A lazy namespace's catalog modules, in both languages (i18n/index.ts loads both). */
const catalog = (ns: string): string[] => [`i18n/locales/en/${ns}`, `i18n/locales/zh/${ns}`];
/** What withQueries() in routes.tsx adds to a page. */
const QUERIES = 'api/query-client';

/** The modules a page route's first visit loads. */
const modulesOf = (route: PageRoute): string[] => [
  route.page,
  ...(route.catalog ? catalog(route.catalog) : []),
  ...(route.queries ? [QUERIES] : []),
];

/**
 * The modules a first visit to each path loads before its page can draw, as routes.tsx's lazy()
 * imports them (paths relative to src, without extension). The build names their chunks in
 * index.html (vite/first-load-hints.ts), so the browser fetches a page's code together with the
 * entry instead of after the entry has run: one round trip and the entry's start-up off the first
 * paint on a slow phone. The page routes' entries come from PAGE_ROUTES, as their routes do; the
 * build fails when a module has no chunk.
 * A path missing here still works; it only waits for its code as before.
 */
export const ROUTE_MODULES: Readonly<Record<string, readonly string[]>> = {
  // A path with a parameter has no hint: the hints are looked up by the address as it is.
  ...Object.fromEntries(
    Object.entries(PAGE_ROUTES)
      .filter(([path]) => !path.includes(':'))
      .map(([path, route]) => [path, modulesOf(route)]),
  ),
  ...Object.fromEntries(
    MAKER_KINDS.map((kind) => [MAKERS[kind].path, [MAKERS[kind].page, ...MAKER_CATALOGS.flatMap(catalog)]]),
  ),
  ...Object.fromEntries(LEGAL_SLUGS.map((slug) => [`/${slug}`, ['pages/legal/LegalPage', ...catalog('legal')]])),
};
