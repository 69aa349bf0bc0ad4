import { STORAGE_KEYS } from '@inkcard/shared';
import { safeRedirectPath } from './validate-auth-forms';

/**
 * The maker a download sent the visitor from to sign in (spec §3 `savedRedirectPath`), where both
 * a login and a new account return; the maker restores the card and removes the saved keys.
 * @returns a same-site path, or null
 */
export function readSavedRedirect(): string | null {
  try {
    return safeRedirectPath(localStorage.getItem(STORAGE_KEYS.savedRedirectPath));
  } catch {
    return null;
  }
}
