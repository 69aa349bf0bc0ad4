import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { ArrowLeftIcon, ShieldIcon } from '../../../components/icons';
import { LanguageToggle } from '../../../components/LanguageToggle';
import { ThemeToggle } from '../../../components/ThemeToggle';
import { AdminBrand } from '../../../features/admin/AdminBrand';
import { AdminLoginForm } from '../../../features/admin/AdminLoginForm';
import { useAdminSession } from '../../../features/auth/session';
import { useDarkMode } from '../../../features/theme/useDarkMode';

/** /admin/v2/login: the administrators' sign-in; an existing admin session goes to the dashboard. */
export function AdminLoginPage() {
  const { t } = useTranslation();
  const { isSignedIn } = useAdminSession();
  const { isDark, toggle } = useDarkMode();
  if (isSignedIn) return <Navigate to="/admin/v2/dashboard" replace />;

  return (
    <div className="relative flex min-h-dvh flex-col bg-gray-50 dark:bg-gray-950">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-72 bg-gradient-to-b from-indigo-100/70 to-transparent dark:from-indigo-500/10"
      />
      <header className="relative flex items-center justify-between px-4 py-4 sm:px-8">
        <AdminBrand />
        <div className="flex items-center gap-1.5">
          <LanguageToggle />
          <ThemeToggle isDark={isDark} onToggle={toggle} />
        </div>
      </header>
      <main className="relative flex flex-1 items-center justify-center px-4 pt-6 pb-16">
        <div className="w-full max-w-md">
          <div className="rounded-3xl bg-white p-7 shadow-xl shadow-gray-900/5 ring-1 ring-gray-200 sm:p-9 dark:bg-gray-900 dark:shadow-black/30 dark:ring-white/10">
            <span className="grid h-12 w-12 place-items-center rounded-2xl bg-indigo-50 text-2xl text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300">
              <ShieldIcon />
            </span>
            <h1 className="mt-5 text-2xl font-bold tracking-tight text-gray-900 dark:text-white">
              {t('admin.login.title')}
            </h1>
            <p className="mt-1.5 mb-7 text-sm text-gray-500 dark:text-gray-400">{t('admin.login.subtitle')}</p>
            <AdminLoginForm />
          </div>
          <Link
            to="/"
            className="mx-auto mt-6 flex w-fit items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-medium text-gray-500 hover:text-gray-900 dark:text-gray-400 dark:hover:text-white"
          >
            <ArrowLeftIcon aria-hidden="true" />
            {t('admin.login.backToSite')}
          </Link>
        </div>
      </main>
    </div>
  );
}
