import crypto from 'node:crypto';
import { ADMIN_SESSION_TTL_MS, SESSION_IDLE_MS, SESSION_REMEMBER_TTL_MS, SESSION_TTL_MS } from '@inkcard/shared';
import type { Db } from '../db/client';
import type { SessionRow, UserRow } from '../db/schema';
import {
  extendSession,
  findLiveSession,
  insertSession,
  revokeSessionByHash,
  revokeUserSessions,
} from '../db/queries/sessions';

/** A sliding session's expiry is written at most this often (not on every request). */
const SLIDE_STEP_MS = 5 * 60_000;

/**
 * SHA-256 hex of a secret. Tokens carry 256 random bits, so a fast hash is enough: there is
 * nothing to brute-force, and only the hash is ever stored.
 * @param secret - the token, code or captcha answer
 * @returns 64 hex characters
 */
export function sha256Hex(secret: string): string {
  return crypto.createHash('sha256').update(secret, 'utf8').digest('hex');
}

/**
 * Creates a session: a 256-bit random token, stored only as its hash. A user session without
 * remember-me slides: it ends SESSION_IDLE_MS after its last use, and a day after sign-in at the
 * latest; with remember-me it lasts thirty days; the admin console's twelve hours.
 * @param db - the database
 * @param userId - the user
 * @param options - kind (user or admin) and remember-me
 * @returns the plain token (shown to the client once) and its expiry
 */
export async function createSession(
  db: Db,
  userId: number,
  options: { kind?: SessionRow['kind']; remember?: boolean } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const kind = options.kind ?? 'user';
  const token = crypto.randomBytes(32).toString('base64url');
  const sliding = kind === 'user' && !options.remember;
  const ttl = kind === 'admin' ? ADMIN_SESSION_TTL_MS : options.remember ? SESSION_REMEMBER_TTL_MS : SESSION_IDLE_MS;
  const expiresAt = new Date(Date.now() + ttl);
  await insertSession(db, {
    userId,
    kind,
    tokenHash: sha256Hex(token),
    expiresAt,
    idleMs: sliding ? SESSION_IDLE_MS : null,
  });
  return { token, expiresAt };
}

/**
 * Resolves a token to its user when the session is live, and pushes a sliding session's end back
 * (written at most every few minutes, never past a day after sign-in).
 * @param db - the database
 * @param token - the bearer token
 * @param kind - which kind of session it must be
 * @param now - the current time in ms
 * @returns the user, or undefined
 */
export async function findSessionUser(
  db: Db,
  token: string,
  kind: SessionRow['kind'],
  now = Date.now(),
): Promise<UserRow | undefined> {
  if (token.length < 20 || token.length > 100) return undefined;
  const found = await findLiveSession(db, sha256Hex(token), kind, new Date(now));
  if (!found) return undefined;
  const { session } = found;
  if (session.idleMs !== null && new Date(session.expiresAt).getTime() - now < session.idleMs - SLIDE_STEP_MS) {
    const latest = new Date(session.createdAt).getTime() + SESSION_TTL_MS;
    await extendSession(db, session.id, new Date(Math.min(now + session.idleMs, latest)));
  }
  return found.user;
}

/**
 * Revokes one token (logout).
 * @param db - the database
 * @param token - the bearer token
 */
export async function revokeSession(db: Db, token: string): Promise<void> {
  await revokeSessionByHash(db, sha256Hex(token));
}

/**
 * Revokes every session of a user but the one given (password change).
 * @param db - the database
 * @param userId - the user
 * @param keepToken - the token to keep signed in
 */
export async function revokeOtherSessions(db: Db, userId: number, keepToken?: string): Promise<void> {
  await revokeUserSessions(db, userId, keepToken ? sha256Hex(keepToken) : undefined);
}
