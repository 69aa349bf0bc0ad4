import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { fetchAdminMe } from '../../api/admin';
import { ICON_BUTTON_CLASS } from '../../components/button-styles';
import { ArrowLeftIcon, CloseIcon, LogoutIcon, MenuIcon } from '../../components/icons';
import { LanguageToggle } from '../../components/LanguageToggle';
import { ThemeToggle } from '../../components/ThemeToggle';
import { AdminBrand } from '../../features/admin/AdminBrand';
import { AdminSidebarNav } from '../../features/admin/AdminSidebarNav';
import { RoleBadge } from '../../features/admin/RoleBadge';
import { useAdminLogout } from '../../features/admin/useAdminLogout';
import { adminTokenStore, setAdminSession, useAdminSession } from '../../features/auth/session';
import { useDarkMode } from '../../features/theme/useDarkMode';

/**
 * The admin console frame (the site navigation is hidden under /admin): a sidebar with the
 * console sections from 1024 px, a drawer below that, and a top bar with language, theme, the
 * signed-in administrator and logout. The stored admin session is checked against the server once.
 */
export function AdminLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user } = useAdminSession();
  const { isDark, toggle } = useDarkMode();
  const logout = useAdminLogout();
  const [isDrawerOpen, setDrawerOpen] = useState(false);

  // A 401 here clears the admin session and sends the visitor to the admin login (api/client).
  const me = useQuery({ queryKey: ['admin', 'me'], queryFn: fetchAdminMe, staleTime: 60_000 });
  useEffect(() => {
    const token = adminTokenStore.get();
    if (me.data && token) setAdminSession(token, me.data.user);
  }, [me.data]);

  useEffect(() => setDrawerOpen(false), [pathname]);
  useEffect(() => {
    if (!isDrawerOpen) return;
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') setDrawerOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isDrawerOpen]);

  const sidebar = (
    <div className="flex h-full flex-col gap-8 px-4 py-5">
      <AdminBrand />
      <AdminSidebarNav onNavigate={() => setDrawerOpen(false)} />
      <Link
        to="/"
        className="mt-auto flex items-center gap-2 rounded-xl px-3 py-2.5 text-sm font-medium text-gray-500 transition hover:bg-gray-100 hover:text-gray-900 dark:text-gray-400 dark:hover:bg-white/5 dark:hover:text-white"
      >
        <ArrowLeftIcon aria-hidden="true" />
        {t('admin.nav.backToSite')}
      </Link>
    </div>
  );

  return (
    <div className="min-h-dvh bg-gray-50 text-gray-700 dark:bg-gray-950 dark:text-gray-200">
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 border-r border-gray-200 bg-white lg:block dark:border-white/10 dark:bg-gray-900">
        {sidebar}
      </aside>

      {isDrawerOpen && (
        <div className="fixed inset-0 z-40 lg:hidden">
          <button
            type="button"
            aria-label={t('admin.nav.closeMenu')}
            className="absolute inset-0 bg-gray-950/50 backdrop-blur-sm"
            onClick={() => setDrawerOpen(false)}
          />
          <div
            id="admin-drawer"
            className="absolute inset-y-0 left-0 w-72 max-w-[85%] bg-white shadow-2xl dark:bg-gray-900"
            role="dialog"
            aria-modal="true"
            aria-label={t('admin.nav.label')}
          >
            <button
              type="button"
              onClick={() => setDrawerOpen(false)}
              aria-label={t('admin.nav.closeMenu')}
              className={`${ICON_BUTTON_CLASS} absolute top-5 right-3 text-xl`}
            >
              <CloseIcon />
            </button>
            {sidebar}
          </div>
        </div>
      )}

      <div className="lg:pl-64">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-gray-200 bg-white/85 px-4 backdrop-blur sm:px-6 lg:px-8 dark:border-white/10 dark:bg-gray-900/85">
          <button
            type="button"
            onClick={() => setDrawerOpen(true)}
            aria-label={t('admin.nav.openMenu')}
            aria-expanded={isDrawerOpen}
            aria-controls="admin-drawer"
            className={`${ICON_BUTTON_CLASS} text-xl lg:hidden`}
          >
            <MenuIcon />
          </button>
          <div className="lg:hidden">
            <AdminBrand />
          </div>
          <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
            <LanguageToggle />
            <ThemeToggle isDark={isDark} onToggle={toggle} />
            {user && (
              <div
                className="ml-1 hidden items-center gap-2.5 border-l border-gray-200 pl-3 sm:flex dark:border-white/10"
                title={t('admin.nav.signedInAs', { name: user.username })}
              >
                <span
                  aria-hidden="true"
                  className="grid h-8 w-8 place-items-center rounded-full bg-indigo-100 text-sm font-bold text-indigo-700 uppercase dark:bg-indigo-500/20 dark:text-indigo-200"
                >
                  {Array.from(user.username)[0] ?? '?'}
                </span>
                <span className="max-w-36 truncate text-sm font-medium text-gray-900 dark:text-white">
                  {user.username}
                </span>
                <RoleBadge role={user.role} />
              </div>
            )}
            <button
              type="button"
              onClick={() => void logout()}
              className="ml-1 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-gray-600 transition hover:bg-gray-100 hover:text-gray-900 max-[359px]:px-2.5 dark:text-gray-300 dark:hover:bg-white/10 dark:hover:text-white"
            >
              <LogoutIcon aria-hidden="true" className="text-base" />
              {/* Below 360 px the icon alone keeps the bar on the screen; the name stays for screen readers. */}
              <span className="max-[359px]:sr-only">{t('admin.nav.logout')}</span>
            </button>
          </div>
        </header>
        <main id="admin-main" className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
