import { ROLES, SESSION_TOKEN_COOKIE, STORAGE_KEYS, type PublicUser } from '@inkcard/shared';
import { createStorageStore, useStorageStore, type StorageStore } from '../../hooks/useLocalStorage';

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

/** The token of a session kept with remember-me: localStorage (spec §3), across browser restarts. */
const rememberedToken = createStorageStore<string | null>(STORAGE_KEYS.token, decodeToken, (v) => v ?? '');

const TOKEN_COOKIE = new RegExp(`(?:^|;\\s*)${SESSION_TOKEN_COOKIE}=([A-Za-z0-9_-]{20,100})(?:;|$)`);

/** The token of a session without remember-me: a session cookie, which the browser drops when it closes. */
function readSessionCookie(): string | null {
  if (typeof document === 'undefined') return null;
  return TOKEN_COOKIE.exec(document.cookie)?.[1] ?? null;
}

function writeSessionCookie(token: string | null): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // No Expires or Max-Age: a session cookie. Only this app reads it; the server ignores cookies
  // for authentication and takes the token from the Authorization header alone.
  document.cookie = token
    ? `${SESSION_TOKEN_COOKIE}=${token}; Path=/; SameSite=Strict${secure}`
    : `${SESSION_TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict${secure}`;
}

const cookieListeners = new Set<() => void>();
if (typeof window !== 'undefined') {
  // Another tab may sign in or out: the cookie is read again when this tab comes back.
  const recheck = (): void => cookieListeners.forEach((l) => l());
  window.addEventListener('focus', recheck);
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', recheck);
}

/**
 * The user token, wherever the sign-in put it: localStorage with remember-me, a session cookie
 * without it (issue 31: without remember-me the session ends with the browser).
 */
export const tokenStore: StorageStore<string | null> = {
  get: () => rememberedToken.get() ?? readSessionCookie(),
  set(value) {
    rememberedToken.set(value === null ? null : value);
    if (value === null) writeSessionCookie(null);
    cookieListeners.forEach((l) => l());
  },
  subscribe(listener) {
    cookieListeners.add(listener);
    const off = rememberedToken.subscribe(listener);
    return () => {
      cookieListeners.delete(listener);
      off();
    };
  },
};
export const userStore = createStorageStore<PublicUser | null>(STORAGE_KEYS.user, decodeUser, (v) => JSON.stringify(v));
export const adminTokenStore = createStorageStore<string | null>(STORAGE_KEYS.adminToken, decodeToken, (v) => v ?? '');
export const adminUserStore = createStorageStore<PublicUser | null>(STORAGE_KEYS.adminUser, decodeUser, (v) =>
  JSON.stringify(v),
);

/** Whether the last session ended because the user logged out (not an expiry or a failed check). */
let endedByUser = false;

/**
 * Stores a signed-in user session (spec §3: signed in requires both token and user). With
 * remember-me the token survives a browser restart (localStorage); without it, it lives in a
 * session cookie that the browser drops when it closes, as the server's sliding session ends
 * after two idle hours (issue 31).
 * @param token - the session token
 * @param user - the signed-in user
 * @param options - remember: keep the session across browser restarts
 */
export function setSession(token: string, user: PublicUser, options: { remember: boolean }): void {
  endedByUser = false;
  if (options.remember) {
    writeSessionCookie(null);
    rememberedToken.set(token);
  } else {
    rememberedToken.set(null);
    writeSessionCookie(token);
  }
  cookieListeners.forEach((l) => l());
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
