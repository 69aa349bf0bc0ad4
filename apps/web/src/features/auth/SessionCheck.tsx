import { useEffect } from 'react';
import { fetchMe } from '../../api/auth';
import { clearSession, setSessionUser, tokenStore } from './session';

/**
 * At app start, checks a stored session against the server (spec §4): a valid one refreshes the
 * stored user, any failure clears it. Renders nothing.
 */
export function SessionCheck() {
  useEffect(() => {
    const token = tokenStore.get();
    if (!token) return;
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
