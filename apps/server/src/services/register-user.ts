import type { AppDeps } from '../deps';
import { consumeCode, findLatestCode } from '../db/queries/verification-codes';
import { findUserByEmail, findUserByUsername, insertUser } from '../db/queries/users';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors';
import { assertAcceptablePassword, hashPassword } from './passwords';
import { createSession } from './sessions';
import { isEmailDomainAllowed } from './send-verification-code';
import { uniqueViolation } from './unique-violation';
import { checkCode } from './verification-code-rules';

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
  verificationCode: string;
  /** The requester's address: wrong codes count per requester. */
  ip: string;
}

/**
 * Creates an account from a verified email code: checks the password, the code (verified,
 * unconsumed, unexpired) and uniqueness, then stores the user and consumes the code together.
 * @param deps - the app dependencies
 * @param input - username, email, password and the verified code
 * @param now - the current time
 * @returns the new user and a session token
 */
export async function registerUser(
  deps: AppDeps,
  input: RegisterInput,
  now: Date = new Date(),
): Promise<{ user: UserRow; token: string }> {
  const { db } = deps.database;
  // Checked again here, not only at send time: the allow-list may have changed since.
  if (!isEmailDomainAllowed(input.email, deps.env.EMAIL_DOMAINS)) throw new AppError('EMAIL_DOMAIN_NOT_ALLOWED');
  assertAcceptablePassword(input.password);

  // No code was ever requested for this address: the form skipped a step.
  if (!(await findLatestCode(db, input.email, 'register'))) throw new AppError('CODE_NOT_VERIFIED');
  const code = await checkCode(
    db,
    deps.secret,
    { email: input.email, purpose: 'register', code: input.verificationCode, ip: input.ip },
    now,
  );
  if (!code.verifiedAt) throw new AppError('CODE_NOT_VERIFIED');

  if (await findUserByUsername(db, input.username)) throw new AppError('USERNAME_TAKEN');
  if (await findUserByEmail(db, input.email)) throw new AppError('EMAIL_TAKEN');
  const passwordHash = await hashPassword(input.password);

  let user: UserRow;
  try {
    user = await db.transaction(async (tx) => {
      if (!(await consumeCode(tx, code.id, now, { requireVerified: true }))) throw new AppError('CODE_EXPIRED');
      return insertUser(tx, {
        username: input.username,
        email: input.email,
        passwordHash,
        role: 'normal',
        createdAt: now,
        updatedAt: now,
      });
    });
  } catch (error) {
    // Two registrations raced past the checks above; the unique indexes decide.
    const constraint = uniqueViolation(error);
    if (constraint?.includes('username')) throw new AppError('USERNAME_TAKEN');
    if (constraint) throw new AppError('EMAIL_TAKEN');
    throw error;
  }
  const { token } = await createSession(db, user.id);
  return { user, token };
}
