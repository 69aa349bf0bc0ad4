import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-styles';
import { DocumentTitle } from '../../features/layout/DocumentTitle';

/**
 * The router's error boundary: shown instead of the whole frame when a page throws or its chunk
 * fails to load, so it uses plain links (a full reload clears the broken state).
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    // Kept for whoever debugs from the console; the visitor sees the friendly page.
    console.warn('Route error', error);
  }, [error]);
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-20">
      <DocumentTitle title="error" />
      <div className="max-w-lg text-center">
        <div
          aria-hidden="true"
          className="mx-auto grid h-16 w-16 place-items-center rounded-2xl bg-gradient-to-br from-amber-400 to-rose-500 text-3xl font-black text-white shadow-lg shadow-rose-500/30"
        >
          !
        </div>
        <h1 className="mt-6 text-2xl font-bold text-gray-900 sm:text-3xl dark:text-white">
          {t('common.routeError.title')}
        </h1>
        <p className="mt-3 leading-relaxed">{t('common.routeError.body')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <button type="button" onClick={() => window.location.reload()} className={buttonClass('primary')}>
            {t('common.routeError.retry')}
          </button>
          <a href="/" className={buttonClass('secondary')}>
            {t('common.routeError.home')}
          </a>
        </div>
      </div>
    </main>
  );
}
