import { useCallback, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOGIN_REQUIRED_BANNER_MS, RESTORED_BANNER_MS } from '@inkcard/shared';
import { useSession } from '../auth/session';
import { buttonClass } from '../../components/button-styles';
import { saveDraftForLogin, takeDraftForPath, type SavedDraft } from './login-gate';
import type { MakerNotice } from './MakerBanner';

interface LoginGateOptions {
  /** The maker's current text, template and style, read when the download is blocked. */
  getDraft: () => Omit<SavedDraft, 'path'>;
  /** Restores a draft saved before login (text and template). */
  onRestore: (draft: SavedDraft) => void;
  /** Shows a notice in the maker's banner. */
  notify: (notice: MakerNotice) => void;
  /** False for makers that never gate (blessing): nothing is restored or saved. */
  enabled?: boolean;
}

/**
 * The login gate every maker but blessing shares (spec §4). `allowDownload()` returns true when
 * signed in; otherwise it saves text, template and path, shows the 8 s warning with go-to-login
 * and register buttons (registering returns to the card too), and returns false. On mount, a
 * signed-in visitor returning to the saved path gets the draft back with a 5 s notice ("welcome
 * back" only after a login: a new account is greeted as new), and the saved keys are removed.
 * @param options - how to read, restore and announce the draft
 * @returns allowDownload and whether someone is signed in
 */
export function useLoginGatedDownload({ getDraft, onRestore, notify, enabled = true }: LoginGateOptions): {
  allowDownload: () => boolean;
  isSignedIn: boolean;
} {
  const { t } = useTranslation();
  const { isSignedIn } = useSession();
  const { pathname, state: routeState } = useLocation();
  const isNewAccount = (routeState as { registered?: unknown } | null)?.registered === true;
  const restoredRef = useRef(false);
  const latest = useRef({ onRestore, notify });
  latest.current = { onRestore, notify };

  useEffect(() => {
    if (!enabled || !isSignedIn || restoredRef.current) return;
    restoredRef.current = true;
    const draft = takeDraftForPath(pathname);
    if (!draft) return;
    latest.current.onRestore(draft);
    latest.current.notify({
      tone: 'success',
      message: t(isNewAccount ? 'makers.shell.restoredAfterRegister' : 'makers.shell.restored'),
      durationMs: RESTORED_BANNER_MS,
    });
  }, [enabled, isSignedIn, pathname, isNewAccount, t]);

  const allowDownload = useCallback((): boolean => {
    if (isSignedIn || !enabled) return true;
    saveDraftForLogin({ ...getDraft(), path: pathname });
    notify({
      tone: 'warning',
      message: t('makers.shell.loginRequired'),
      durationMs: LOGIN_REQUIRED_BANNER_MS,
      action: (
        <span className="flex flex-wrap gap-2">
          <Link to="/login" className={buttonClass('primary')}>
            {t('makers.shell.goToLogin')}
          </Link>
          <Link to="/register" className={buttonClass('secondary')}>
            {t('makers.shell.goToRegister')}
          </Link>
        </span>
      ),
    });
    return false;
  }, [enabled, isSignedIn, getDraft, notify, pathname, t]);

  return { allowDownload, isSignedIn };
}
