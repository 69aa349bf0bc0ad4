import type { ComponentType } from 'react';
import type { KindId } from '@inkcard/card-engine';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { isAdminSignedIn, isSignedIn } from './features/auth/session';
import { AppLayout } from './features/layout/AppLayout';
import { RouteErrorPage } from './pages/not-found/RouteErrorPage';
import { withCatalog } from './i18n';
import { LEGAL_SLUGS } from './pages/legal/legal-doc';
import type { RouteHandle } from './features/layout/page-title';
import { MAKERS, MAKER_KINDS } from './makers';
import { loadMakerPage, loadPage } from './pages';
import { MAKER_CATALOGS, PAGE_ROUTES, type PagePath, type PageRoute } from './route-modules';

/** Login-required routes send signed-out visitors to /login. */
export function requireAuth(): Response | null {
  return isSignedIn() ? null : redirect('/login');
}
/** Guest-only routes send signed-in users home. */
export function guestOnly(): Response | null {
  return isSignedIn() ? redirect('/') : null;
}
/** Admin routes need both adminToken and adminUser stored, else the admin login. */
export function requireAdmin(): Response | null {
  return isAdminSignedIn() ? null : redirect('/admin/v2/login');
}

/**
 * Loads a page that uses TanStack Query together with the query provider, so the library is part
 * of that page's lazy chunk rather than of the first load.
 * @param load - imports the page module
 * @param pick - picks the page component from the module
 * @returns the route's lazy() result
 */
function withQueries<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): Promise<{ Component: ComponentType }> {
  return Promise.all([load(), import('./api/query-client')]).then(([module, { QueryProvider }]) => {
    const Page = pick(module);
    return {
      Component: () => (
        <QueryProvider>
          <Page />
        </QueryProvider>
      ),
    };
  });
}

/**
 * A page's route as PAGE_ROUTES says (route-modules.ts, where its first-load hints come from too):
 * its path and a lazy() that loads the page with its catalog, and with the query client when it
 * uses one.
 * @param path - the route's path
 * @returns the route's path and lazy()
 */
function pageRoute(path: PagePath): { path: PagePath; lazy: () => Promise<{ Component: ComponentType }> } {
  const { page, catalog, queries }: PageRoute = PAGE_ROUTES[path];
  const load = (): Promise<ComponentType> => (catalog ? withCatalog(catalog, () => loadPage(page)) : loadPage(page));
  return {
    path,
    lazy: queries ? () => withQueries(load, (Page) => Page) : () => load().then((Component) => ({ Component })),
  };
}

/**
 * A kind's maker route, from its entry in MAKERS: its path, page title and page.
 * @param kind - the kind
 * @returns the route
 */
function makerRoute(kind: KindId): RouteObject {
  return {
    path: MAKERS[kind].path,
    handle: { title: MAKERS[kind].ui } satisfies RouteHandle,
    lazy: () => withCatalog(MAKER_CATALOGS, () => loadMakerPage(kind)).then((Component) => ({ Component })),
  };
}

/**
 * The spec's route table in one place; every page is loaded lazily so a maker's code loads only
 * when its route is visited.
 */
export const routes: RouteObject[] = [
  // The render route draws one card and nothing else: no navigation, footer, notice or tracking.
  { path: '/render', lazy: () => import('./pages/render/RenderPage').then((m) => ({ Component: m.RenderPage })) },
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        id: 'home',
        ...pageRoute('/'),
        handle: { title: 'home' } satisfies RouteHandle,
      },
      ...MAKER_KINDS.map(makerRoute),
      {
        ...pageRoute('/gallery'),
        handle: { title: 'gallery' } satisfies RouteHandle,
      },
      {
        ...pageRoute('/about'),
        handle: { title: 'about' } satisfies RouteHandle,
      },
      {
        id: 'login',
        ...pageRoute('/login'),
        handle: { title: 'login' } satisfies RouteHandle,
        loader: guestOnly,
      },
      {
        ...pageRoute('/register'),
        handle: { title: 'register' } satisfies RouteHandle,
        loader: guestOnly,
      },
      {
        ...pageRoute('/forgot-password'),
        handle: { title: 'forgotPassword' } satisfies RouteHandle,
        loader: guestOnly,
      },
      {
        ...pageRoute('/settings'),
        handle: { title: 'settings' } satisfies RouteHandle,
        loader: requireAuth,
      },
      {
        ...pageRoute('/my-cards'),
        handle: { title: 'myCards' } satisfies RouteHandle,
        loader: requireAuth,
      },
      {
        ...pageRoute('/c/:shareId'),
        handle: { title: 'sharedCard' } satisfies RouteHandle,
      },
      ...LEGAL_SLUGS.map((slug): RouteObject => ({
        path: `/${slug}`,
        handle: { title: slug } satisfies RouteHandle,
        lazy: () => import('./pages/legal/LegalPage').then((m) => ({ Component: () => <m.LegalPage slug={slug} /> })),
      })),
      { path: '/admin', loader: () => redirect('/admin/v2/dashboard') },
      { path: '/admin/login', loader: () => redirect('/admin/v2/login') },
      {
        ...pageRoute('/admin/v2/login'),
        handle: { title: 'adminLogin' } satisfies RouteHandle,
      },
      {
        path: '/admin/v2',
        loader: requireAdmin,
        lazy: () =>
          withQueries(
            () => withCatalog('admin', () => import('./pages/admin/AdminLayout')),
            (m) => m.AdminLayout,
          ),
        children: [
          { index: true, loader: () => redirect('/admin/v2/dashboard') },
          {
            path: 'dashboard',
            handle: { title: 'adminDashboard' } satisfies RouteHandle,
            lazy: () =>
              import('./pages/admin/dashboard/AdminDashboardPage').then((m) => ({ Component: m.AdminDashboardPage })),
          },
          {
            path: 'users',
            handle: { title: 'adminUsers' } satisfies RouteHandle,
            lazy: () => import('./pages/admin/users/AdminUsersPage').then((m) => ({ Component: m.AdminUsersPage })),
          },
          {
            path: 'stats',
            handle: { title: 'adminStats' } satisfies RouteHandle,
            lazy: () => import('./pages/admin/stats/AdminStatsPage').then((m) => ({ Component: m.AdminStatsPage })),
          },
          {
            path: 'permissions',
            handle: { title: 'adminPermissions' } satisfies RouteHandle,
            lazy: () =>
              import('./pages/admin/permissions/AdminPermissionsPage').then((m) => ({
                Component: m.AdminPermissionsPage,
              })),
          },
          {
            path: 'cards',
            handle: { title: 'adminCards' } satisfies RouteHandle,
            lazy: () => import('./pages/admin/cards/AdminCardsPage').then((m) => ({ Component: m.AdminCardsPage })),
          },
          {
            path: 'settings',
            handle: { title: 'adminSettings' } satisfies RouteHandle,
            lazy: () =>
              import('./pages/admin/settings/AdminSettingsPage').then((m) => ({ Component: m.AdminSettingsPage })),
          },
        ],
      },
      {
        path: '*',
        handle: { title: 'notFound' } satisfies RouteHandle,
        lazy: () => import('./pages/not-found/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];

/** Builds the browser router from the route table. */
export function createAppRouter(): ReturnType<typeof createBrowserRouter> {
  return createBrowserRouter(routes);
}
