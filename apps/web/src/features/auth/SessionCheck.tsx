import { useEffect } from 'react';
import { fetchMe } from '../../api/auth';
import { clearSession, setSessionUser, tokenStore, userStore } from './session';

/**
 * At app start, checks a stored session against the server (spec §4): a valid one refreshes the
 * stored user, any failure clears it. A user stored without a token (a session without
 * remember-me whose browser was closed) is removed too. Renders nothing.
 */
export function SessionCheck() {
  useEffect(() => {
    const token = tokenStore.get();
    if (!token) {
      if (userStore.get()) userStore.set(null);
      return;
    }
    let cancelled = false;
    fetchMe()
      .then((res) => {
        // Only touch the session this check was about; a login in the meantime wins.
        if (!cancelled && tokenStore.get() === token) setSessionUser(res.user);
      })
      .catch(() => {
        if (!cancelled && tokenStore.get() === token) clearSession();
      });
    return () => {
      cancelled = true;
    };
  }, []);
  return null;
}
