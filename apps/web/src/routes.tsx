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
import { loadMakerPage } from './maker-pages';

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
 * A kind's maker route, from its entry in MAKERS: its path, page title and page.
 * @param kind - the kind
 * @returns the route
 */
function makerRoute(kind: KindId): RouteObject {
  return {
    path: MAKERS[kind].path,
    handle: { title: MAKERS[kind].ui } satisfies RouteHandle,
    lazy: () => withCatalog('makers', () => loadMakerPage(kind)).then((Component) => ({ Component })),
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
        path: '/',
        handle: { title: 'home' } satisfies RouteHandle,
        lazy: () => withCatalog('home', () => import('./pages/home/HomePage')).then((m) => ({ Component: m.HomePage })),
      },
      ...MAKER_KINDS.map(makerRoute),
      {
        path: '/gallery',
        handle: { title: 'gallery' } satisfies RouteHandle,
        lazy: () =>
          withCatalog('gallery', () => import('./pages/gallery/GalleryPage')).then((m) => ({
            Component: m.GalleryPage,
          })),
      },
      {
        path: '/about',
        handle: { title: 'about' } satisfies RouteHandle,
        lazy: () =>
          withCatalog('guide', () => import('./pages/guide/GuidePage')).then((m) => ({ Component: m.GuidePage })),
      },
      {
        id: 'login',
        path: '/login',
        handle: { title: 'login' } satisfies RouteHandle,
        loader: guestOnly,
        lazy: () =>
          withQueries(
            () => import('./pages/login/LoginPage'),
            (m) => m.LoginPage,
          ),
      },
      {
        path: '/register',
        handle: { title: 'register' } satisfies RouteHandle,
        loader: guestOnly,
        lazy: () =>
          withQueries(
            () => import('./pages/register/RegisterPage'),
            (m) => m.RegisterPage,
          ),
      },
      {
        path: '/forgot-password',
        handle: { title: 'forgotPassword' } satisfies RouteHandle,
        loader: guestOnly,
        lazy: () =>
          import('./pages/forgot-password/ForgotPasswordPage').then((m) => ({ Component: m.ForgotPasswordPage })),
      },
      {
        path: '/settings',
        handle: { title: 'settings' } satisfies RouteHandle,
        loader: requireAuth,
        lazy: () =>
          withCatalog('account', () => import('./pages/settings/SettingsPage')).then((m) => ({
            Component: m.SettingsPage,
          })),
      },
      {
        path: '/my-cards',
        handle: { title: 'myCards' } satisfies RouteHandle,
        loader: requireAuth,
        lazy: () =>
          withQueries(
            () => withCatalog('cards', () => import('./pages/my-cards/MyCardsPage')),
            (m) => m.MyCardsPage,
          ),
      },
      {
        path: '/c/:shareId',
        handle: { title: 'sharedCard' } satisfies RouteHandle,
        lazy: () =>
          withQueries(
            () => withCatalog('cards', () => import('./pages/shared-card/SharedCardPage')),
            (m) => m.SharedCardPage,
          ),
      },
      ...LEGAL_SLUGS.map((slug): RouteObject => ({
        path: `/${slug}`,
        handle: { title: slug } satisfies RouteHandle,
        lazy: () => import('./pages/legal/LegalPage').then((m) => ({ Component: () => <m.LegalPage slug={slug} /> })),
      })),
      { path: '/admin', loader: () => redirect('/admin/v2/dashboard') },
      { path: '/admin/login', loader: () => redirect('/admin/v2/login') },
      {
        path: '/admin/v2/login',
        handle: { title: 'adminLogin' } satisfies RouteHandle,
        lazy: () =>
          withCatalog('admin', () => import('./pages/admin/login/AdminLoginPage')).then((m) => ({
            Component: m.AdminLoginPage,
          })),
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
