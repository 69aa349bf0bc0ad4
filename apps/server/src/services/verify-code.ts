import type { CodePurpose } from '@inkcard/shared';
import type { AppDeps } from '../deps';
import { markCodeVerified } from '../db/queries/verification-codes';
import { checkCode } from './verification-code-rules';

/**
 * Checks an emailed code and marks it verified, which registration then requires.
 * @param deps - the app dependencies
 * @param input - email, purpose, the typed code and the requester's address
 * @param now - the current time
 */
export async function verifyCode(
  deps: AppDeps,
  input: { email: string; purpose: CodePurpose; code: string; ip: string },
  now: Date = new Date(),
): Promise<void> {
  const row = await checkCode(deps.database.db, deps.secret, input, now);
  await markCodeVerified(deps.database.db, row.id, now);
}
