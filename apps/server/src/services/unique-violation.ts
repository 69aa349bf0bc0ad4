import { databaseError } from '../db/errors';

/**
 * The unique index a failed insert or update collided with, if that is what happened. Works for
 * node-postgres and PGlite errors, whether or not drizzle wrapped them.
 * @param error - what was thrown
 * @returns the constraint name, or undefined for any other error
 */
export function uniqueViolation(error: unknown): string | undefined {
  const e = databaseError(error);
  if (e?.code !== '23505') return undefined;
  if (typeof e.constraint === 'string') return e.constraint;
  const match = typeof e.message === 'string' ? /constraint "([^"]+)"/.exec(e.message) : null;
  return match?.[1] ?? 'unknown';
}
