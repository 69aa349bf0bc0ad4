/**
 * The unique index a failed insert or update collided with, if that is what happened. Works for
 * node-postgres and PGlite errors, whether or not drizzle wrapped them.
 * @param error - what was thrown
 * @returns the constraint name, or undefined for any other error
 */
export function uniqueViolation(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (e.code === '23505') {
      if (typeof e.constraint === 'string') return e.constraint;
      const match = typeof e.message === 'string' ? /constraint "([^"]+)"/.exec(e.message) : null;
      return match?.[1] ?? 'unknown';
    }
    current = e.cause;
  }
  return undefined;
}
