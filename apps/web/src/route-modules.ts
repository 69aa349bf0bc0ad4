import { MAKERS, MAKER_KINDS } from './makers';
import { LEGAL_SLUGS } from './pages/legal/legal-doc';

/** A lazy namespace's catalog modules, in both languages (i18n/index.ts loads both). */
const catalog = (ns: string): string[] => [`i18n/locales/en/${ns}`, `i18n/locales/zh/${ns}`];
/** What withQueries() in routes.tsx adds to a page. */
const QUERIES = 'api/query-client';

/**
 * The modules a first visit to each path loads before its page can draw, as routes.tsx's lazy()
 * imports them (paths relative to src, without extension). The build names their chunks in
 * index.html (vite/first-load-hints.ts), so the browser fetches a page's code together with the
 * entry instead of after the entry has run: one round trip and the entry's start-up off the first
 * paint on a slow phone. routes.tsx stays the source of truth: route-modules.test.ts fails when
 * this table and a route's lazy() part ways, and the build fails when a module has no chunk.
 * A path missing here still works; it only waits for its code as before.
 */
export const ROUTE_MODULES: Readonly<Record<string, readonly string[]>> = {
  '/': ['pages/home/HomePage', ...catalog('home')],
  ...Object.fromEntries(MAKER_KINDS.map((kind) => [MAKERS[kind].path, [MAKERS[kind].page, ...catalog('makers')]])),
  '/gallery': ['pages/gallery/GalleryPage', ...catalog('gallery')],
  '/about': ['pages/guide/GuidePage', ...catalog('guide')],
  '/login': ['pages/login/LoginPage', QUERIES],
  '/register': ['pages/register/RegisterPage', QUERIES],
  '/forgot-password': ['pages/forgot-password/ForgotPasswordPage'],
  '/settings': ['pages/settings/SettingsPage', ...catalog('account')],
  '/my-cards': ['pages/my-cards/MyCardsPage', ...catalog('cards'), QUERIES],
  '/admin/v2/login': ['pages/admin/login/AdminLoginPage', ...catalog('admin')],
  ...Object.fromEntries(LEGAL_SLUGS.map((slug) => [`/${slug}`, ['pages/legal/LegalPage', ...catalog('legal')]])),
};
