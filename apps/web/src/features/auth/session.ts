import { ROLES, STORAGE_KEYS, type PublicUser } from '@inkcard/shared';
import { createStorageStore, useStorageStore } from '../../hooks/useLocalStorage';

/** Parses a stored user; anything malformed counts as no user. */
function decodeUser(raw: string | null): PublicUser | null {
  if (!raw) return null;
  try {
    // A light shape check: zod stays out of the first-load bundle.
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const u = value as Partial<PublicUser>;
    const valid =
      typeof u.id === 'number' &&
      typeof u.username === 'string' &&
      typeof u.email === 'string' &&
      ROLES.includes(u.role as PublicUser['role']);
    return valid ? (u as PublicUser) : null;
  } catch {
    return null;
  }
}
const decodeToken = (raw: string | null): string | null => (raw && raw.length > 0 ? raw : null);

export const tokenStore = createStorageStore<string | null>(STORAGE_KEYS.token, decodeToken, (v) => v ?? '');
export const userStore = createStorageStore<PublicUser | null>(STORAGE_KEYS.user, decodeUser, (v) => JSON.stringify(v));
export const adminTokenStore = createStorageStore<string | null>(STORAGE_KEYS.adminToken, decodeToken, (v) => v ?? '');
export const adminUserStore = createStorageStore<PublicUser | null>(STORAGE_KEYS.adminUser, decodeUser, (v) =>
  JSON.stringify(v),
);

/** Whether the last session ended because the user logged out (not an expiry or a failed check). */
let endedByUser = false;

/** Stores a signed-in user session (spec §3: signed in requires both token and user). */
export function setSession(token: string, user: PublicUser): void {
  endedByUser = false;
  tokenStore.set(token);
  userStore.set(user);
}
/** Updates the stored user after a profile or avatar change. */
export function setSessionUser(user: PublicUser): void {
  userStore.set(user);
}
/** Clears the user session. */
export function clearSession(): void {
  tokenStore.set(null);
  userStore.set(null);
}
/**
 * Clears the user session because the user chose to log out, so a login-required page that is
 * being left does not also send the visitor to /login.
 */
export function endSessionByUser(): void {
  endedByUser = true;
  clearSession();
}
/** Whether the session was ended by the user's own logout (see endSessionByUser). */
export function wasSessionEndedByUser(): boolean {
  return endedByUser;
}
/** Stores an admin console session. */
export function setAdminSession(token: string, user: PublicUser): void {
  adminTokenStore.set(token);
  adminUserStore.set(user);
}
/** Clears the admin console session. */
export function clearAdminSession(): void {
  adminTokenStore.set(null);
  adminUserStore.set(null);
}

/** Whether a user session is stored (token and user both present). */
export function isSignedIn(): boolean {
  return Boolean(tokenStore.get() && userStore.get());
}
/** Whether an admin session is stored (adminToken and adminUser both present). */
export function isAdminSignedIn(): boolean {
  return Boolean(adminTokenStore.get() && adminUserStore.get());
}

/**
 * The user session in a component.
 * @returns token, user and whether both are present
 */
export function useSession(): { token: string | null; user: PublicUser | null; isSignedIn: boolean } {
  const token = useStorageStore(tokenStore);
  const user = useStorageStore(userStore);
  return { token, user, isSignedIn: Boolean(token && user) };
}

/**
 * The admin session in a component.
 * @returns admin token, admin user and whether both are present
 */
export function useAdminSession(): { token: string | null; user: PublicUser | null; isSignedIn: boolean } {
  const token = useStorageStore(adminTokenStore);
  const user = useStorageStore(adminUserStore);
  return { token, user, isSignedIn: Boolean(token && user) };
}
