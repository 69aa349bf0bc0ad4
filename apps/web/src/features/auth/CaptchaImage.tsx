import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCaptcha } from '../../api/auth';
import { Spinner } from './form/Spinner';

interface CaptchaImageProps {
  /** Changing it fetches a new captcha (after a failed login, say). */
  refreshKey: number;
  /** Asks the parent for a new captcha (the user clicked the image). */
  onRefresh: () => void;
}

/**
 * The login captcha: fetched with credentials as a blob (the server binds it to this browser with a
 * cookie) and shown from an object URL, whole (its 3:1 frame matches the picture, nothing cropped);
 * a click fetches a new one.
 */
export function CaptchaImage({ refreshKey, onRefresh }: CaptchaImageProps) {
  const { t } = useTranslation();
  // What the last fetch gave, and for which refreshKey: a new key reads as loading in the very render
  // that asks for it (a form refreshing after a failed sign-in shows the spinner with its error).
  const [state, setState] = useState<{ url: string | null; key: number | null; failed: boolean }>({
    url: null,
    key: null,
    failed: false,
  });
  const status = state.key !== refreshKey ? 'loading' : state.failed ? 'failed' : 'ready';

  useEffect(() => {
    let url: string | null = null;
    let cancelled = false;
    fetchCaptcha()
      .then((blob) => {
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setState({ url, key: refreshKey, failed: false });
      })
      .catch(() => {
        if (!cancelled) setState({ url: null, key: refreshKey, failed: true });
      });
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [refreshKey]);

  return (
    <button
      type="button"
      onClick={onRefresh}
      aria-label={t('auth.captcha.refresh')}
      title={t('auth.captcha.refresh')}
      aria-busy={status === 'loading'}
      className="relative flex h-12 w-36 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-gray-300 bg-white transition hover:border-indigo-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:border-gray-600 dark:bg-gray-900/60"
    >
      {state.url && (
        <img
          src={state.url}
          alt={t('auth.captcha.alt')}
          className={`h-full w-full object-contain transition-opacity ${status === 'loading' ? 'opacity-40' : ''}`}
          data-testid="captcha-image"
          draggable={false}
        />
      )}
      {status === 'loading' && (
        <span className="absolute inset-0 flex items-center justify-center text-indigo-500">
          <Spinner className="h-5 w-5" />
          <span className="sr-only">{t('auth.captcha.loading')}</span>
        </span>
      )}
      {status === 'failed' && (
        <span className="px-2 text-center text-[11px] leading-tight text-red-600 dark:text-red-400">
          {t('auth.captcha.loadFailed')}
        </span>
      )}
    </button>
  );
}
