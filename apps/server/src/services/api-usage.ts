import type { AppDeps } from '../deps';
import { AppError } from '../errors';
import { counterSubject, countHits } from '../rate-limit/shared-counters';

const MINUTE = 60_000;
const DAY = 86_400_000;
const PER_MINUTE = 'api-minute';
const PER_DAY = 'api-day';

/** A render counted against a token's daily quota: given back when it produced no image. */
export interface ApiRenderSpending {
  giveBack: () => Promise<void>;
}

const retryAfter = (resetAt: number, now: number): number => Math.max(1, Math.ceil((resetAt - now) / 1000));

/**
 * Counts one call of a token against its per-minute limit (API_RATE_LIMIT), in the counters every
 * instance shares; over it, a 429 with Retry-After.
 * @param deps - the app dependencies
 * @param tokenId - the API token
 * @param now - the current time in ms (deps.now by default)
 */
export async function spendApiCall(deps: AppDeps, tokenId: number, now = deps.now()): Promise<void> {
  const subject = counterSubject(deps.secret, PER_MINUTE, `token:${tokenId}`);
  const minute = await countHits(deps.database.db, PER_MINUTE, subject, MINUTE, now);
  if (minute.total > deps.env.API_RATE_LIMIT) {
    throw new AppError('API_RATE_LIMITED', { retryAfterS: retryAfter(minute.resetAt, now) });
  }
}

/**
 * Counts one render of a token against its daily quota (API_DAILY_QUOTA per UTC day); over it,
 * nothing is spent and a 429 with Retry-After (the next UTC midnight) is thrown.
 * @param deps - the app dependencies
 * @param tokenId - the API token
 * @param now - the current time in ms (deps.now by default)
 * @returns the spending, to give back when the render fails
 */
export async function spendApiRender(deps: AppDeps, tokenId: number, now = deps.now()): Promise<ApiRenderSpending> {
  const db = deps.database.db;
  const subject = counterSubject(deps.secret, PER_DAY, `token:${tokenId}`);
  const day = await countHits(db, PER_DAY, subject, DAY, now);
  const giveBack = async (): Promise<void> => {
    await countHits(db, PER_DAY, subject, DAY, now, -1);
  };
  if (day.total > deps.env.API_DAILY_QUOTA) {
    await giveBack();
    throw new AppError('API_QUOTA_EXCEEDED', { retryAfterS: retryAfter(day.resetAt, now) });
  }
  return { giveBack };
}

/**
 * Renders a token has left today.
 * @param deps - the app dependencies
 * @param tokenId - the API token
 * @param now - the current time in ms (deps.now by default)
 * @returns API_DAILY_QUOTA less today's renders, at least 0
 */
export async function apiRendersLeft(deps: AppDeps, tokenId: number, now = deps.now()): Promise<number> {
  const subject = counterSubject(deps.secret, PER_DAY, `token:${tokenId}`);
  const { total } = await countHits(deps.database.db, PER_DAY, subject, DAY, now, 0);
  return Math.max(0, deps.env.API_DAILY_QUOTA - total);
}
