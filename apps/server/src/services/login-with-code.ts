import type { AppDeps } from '../deps';
import { consumeCode } from '../db/queries/verification-codes';
import { findUserByEmail } from '../db/queries/users';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors';
import { issueDeviceToken } from './device-token';
import { clearLoginThrottle } from './login-throttle';
import { createSession } from './sessions';
import { checkCode } from './verification-code-rules';

/**
 * Signs a user in with a code mailed to their address (purpose `login`; issue 31): the way in for
 * whoever cannot read the captcha, and for an owner locked out by someone guessing the password,
 * whose throttle it lifts. The code is checked like every emailed code (wrong guesses count per
 * requester) and works once. An unknown address answers like a wrong code: it was never mailed one.
 * @param deps - the app dependencies
 * @param input - the address, the code, remember-me and the requester's address
 * @param now - the current time
 * @returns the user, a new session token and the device cookie that marks this browser as theirs
 */
export async function loginWithCode(
  deps: AppDeps,
  input: { email: string; code: string; rememberMe?: boolean | undefined; ip: string },
  now: Date = new Date(),
): Promise<{ user: UserRow; token: string; deviceToken: string }> {
  const { db } = deps.database;
  const code = await checkCode(
    db,
    deps.secret,
    { email: input.email, purpose: 'login', code: input.code, ip: input.ip },
    now,
  );
  const user = await findUserByEmail(db, input.email);
  if (!user) throw new AppError('CODE_INVALID');
  if (!(await consumeCode(db, code.id, now, { requireVerified: false }))) throw new AppError('CODE_EXPIRED');
  await clearLoginThrottle(deps, user.id, now.getTime());
  const { token } = await createSession(db, user.id, { remember: input.rememberMe === true });
  return { user, token, deviceToken: issueDeviceToken(deps.secret, user.id) };
}
