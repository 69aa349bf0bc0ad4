import { AI_GENERATIONS_PER_MINUTE } from '@inkcard/shared';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';
import { counterSubject, countHits } from '../rate-limit/shared-counters';

const MINUTE = 60_000;
const DAY = 86_400_000;
const PER_MINUTE = 'ai-minute';
const PER_DAY = 'ai-day';

/** A generation counted against the user's quota: given back when the model never answered. */
export interface AiSpending {
  giveBack: () => Promise<void>;
}

/**
 * Counts a generation against the user's per-minute limit and daily quota (LLM_DAILY_LIMIT per UTC
 * day), in the `rate_limits` counters every instance shares. Over either, nothing is spent and a
 * 429 with Retry-After is thrown.
 * @param deps - the app dependencies (database, secret, env)
 * @param userId - the signed-in user
 * @param now - the current time in ms (deps.now by default)
 * @returns the spending, to give back if the model fails before answering
 */
export async function spendAiGeneration(deps: AppDeps, userId: number, now = deps.now()): Promise<AiSpending> {
  const db = deps.database.db;
  const minute = await countHits(
    db,
    PER_MINUTE,
    counterSubject(deps.secret, PER_MINUTE, `user:${userId}`),
    MINUTE,
    now,
  );
  if (minute.total > AI_GENERATIONS_PER_MINUTE) {
    throw new AppError('AI_RATE_LIMITED', { retryAfterS: Math.max(1, Math.ceil((minute.resetAt - now) / 1000)) });
  }
  const daySubject = counterSubject(deps.secret, PER_DAY, `user:${userId}`);
  const day = await countHits(db, PER_DAY, daySubject, DAY, now);
  const giveBack = async (): Promise<void> => {
    await countHits(db, PER_DAY, daySubject, DAY, now, -1);
  };
  if (day.total > deps.env.LLM_DAILY_LIMIT) {
    await giveBack();
    throw new AppError('AI_QUOTA_EXCEEDED', { retryAfterS: Math.max(1, Math.ceil((day.resetAt - now) / 1000)) });
  }
  return { giveBack };
}

/**
 * Generations a user has left today.
 * @param deps - the app dependencies
 * @param userId - the signed-in user
 * @param now - the current time in ms (deps.now by default)
 * @returns LLM_DAILY_LIMIT less today's generations, at least 0
 */
export async function aiGenerationsLeft(deps: AppDeps, userId: number, now = deps.now()): Promise<number> {
  const subject = counterSubject(deps.secret, PER_DAY, `user:${userId}`);
  const { total } = await countHits(deps.database.db, PER_DAY, subject, DAY, now, 0);
  return Math.max(0, deps.env.LLM_DAILY_LIMIT - total);
}
