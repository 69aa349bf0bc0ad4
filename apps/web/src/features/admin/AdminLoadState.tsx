import { useTranslation } from 'react-i18next';

/** A loading placeholder or a load failure with a retry button, for any console panel. */
export function AdminLoadState({
  isError,
  onRetry,
  className = 'h-40',
}: {
  isError: boolean;
  onRetry: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  if (isError) {
    return (
      <div role="alert" className={`grid place-items-center rounded-xl text-center ${className}`}>
        <div>
          <p className="text-sm text-gray-600 dark:text-gray-300">{t('admin.status.loadFailed')}</p>
          <button
            type="button"
            onClick={onRetry}
            className="mt-3 rounded-lg px-3 py-1.5 text-sm font-semibold text-indigo-600 ring-1 ring-indigo-200 hover:bg-indigo-50 dark:text-indigo-300 dark:ring-indigo-500/40 dark:hover:bg-indigo-500/10"
          >
            {t('admin.status.retry')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div
      role="status"
      aria-live="polite"
      className={`animate-pulse rounded-xl bg-gray-100 motion-reduce:animate-none dark:bg-white/5 ${className}`}
    >
      <span className="sr-only">{t('admin.status.loading')}</span>
    </div>
  );
}
