import crypto from 'node:crypto';
import { VERIFICATION_CODE_TTL_MS, type CodePurpose, type Role } from '@inkcard/shared';
import type { Db } from '../db/client';
import { cards, type UserRow } from '../db/schema';
import { insertUser } from '../db/queries/users';
import { insertVerificationCode, markCodeVerified } from '../db/queries/verification-codes';
import { canonicalMailbox, codeHash, requesterHash } from '../services/verification-code-rules';
import { hashPassword } from '../services/passwords';
import { createSession } from '../services/sessions';
import { createApiToken } from '../services/api-tokens';

export interface BuiltUser {
  user: UserRow;
  password: string;
  /** A live user-session token. */
  token: string;
}

const unique = (): string => crypto.randomBytes(5).toString('hex');

/**
 * Creates a user with a known password and a live session.
 * @param db - the database
 * @param overrides - any field to set (role, email, username, password)
 * @returns the row, the plain password and a token
 */
export async function buildUser(
  db: Db,
  overrides: { role?: Role; email?: string; username?: string; password?: string; createdAt?: Date } = {},
): Promise<BuiltUser> {
  const id = unique();
  const password = overrides.password ?? `pw-${id}-Secret!`;
  const user = await insertUser(db, {
    username: overrides.username ?? `user_${id}`,
    email: overrides.email ?? `user_${id}@qq.com`,
    passwordHash: await hashPassword(password),
    role: overrides.role ?? 'normal',
    ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
  });
  const { token } = await createSession(db, user.id);
  return { user, password, token };
}

/**
 * Creates an administrator with an admin-console session.
 * @param db - the database
 * @param role - admin or superAdmin
 * @returns the row, password, a user token and an admin token
 */
export async function buildAdmin(
  db: Db,
  role: 'admin' | 'superAdmin' = 'admin',
): Promise<BuiltUser & { adminToken: string }> {
  const built = await buildUser(db, { role });
  const { token: adminToken } = await createSession(db, built.user.id, { kind: 'admin' });
  return { ...built, adminToken };
}

/**
 * Stores a verification code with a known value, as send-verification-code would.
 * @param db - the database
 * @param secret - the server secret (server.deps.secret)
 * @param overrides - email, purpose, code, verified, expiry, creation time and the requester who
 *   asked for it (the address tests send from, 127.0.0.1, unless another is given)
 * @returns the code
 */
export async function buildVerificationCode(
  db: Db,
  secret: string,
  overrides: {
    email?: string;
    purpose?: CodePurpose;
    code?: string;
    verified?: boolean;
    createdAt?: Date;
    expiresAt?: Date;
    requester?: string;
  } = {},
): Promise<{ email: string; code: string; purpose: CodePurpose }> {
  const email = overrides.email ?? `code_${unique()}@qq.com`;
  const purpose = overrides.purpose ?? 'register';
  const code = overrides.code ?? String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  const createdAt = overrides.createdAt ?? new Date();
  const row = await insertVerificationCode(db, {
    email,
    mailbox: canonicalMailbox(email),
    purpose,
    codeHash: codeHash(secret, email, purpose, code),
    ipHash: requesterHash(secret, overrides.requester ?? '127.0.0.1'),
    mailed: true,
    createdAt,
    expiresAt: overrides.expiresAt ?? new Date(createdAt.getTime() + VERIFICATION_CODE_TTL_MS),
  });
  if (overrides.verified) await markCodeVerified(db, row.id, createdAt);
  return { email, code, purpose };
}

/**
 * Creates a personal API token for a user, as /settings does.
 * @param db - the database
 * @param userId - the owner
 * @param name - what the owner calls it
 * @returns the token (ink_…) and its id
 */
export async function buildApiToken(db: Db, userId: number, name = 'test'): Promise<{ token: string; id: number }> {
  const { token, row } = await createApiToken(db, userId, name);
  return { token, id: row.id };
}

/**
 * Stores cards straight into the database (a user near the card limit), each a quote card.
 * @param db - the database
 * @param ownerId - whose cards
 * @param n - how many
 * @param overrides - deletedAt, to store them as recently deleted
 * @param state - the state every card holds
 */
export async function buildCards(
  db: Db,
  ownerId: number,
  n: number,
  overrides: { deletedAt?: Date },
  state: Record<string, unknown>,
): Promise<void> {
  if (n === 0) return;
  await db.insert(cards).values(
    Array.from({ length: n }, (_, i) => ({
      ownerId,
      kind: 'quote' as const,
      template: 'quote/fashion',
      state,
      title: `stored ${i}`,
      deletedAt: overrides.deletedAt ?? null,
    })),
  );
}
