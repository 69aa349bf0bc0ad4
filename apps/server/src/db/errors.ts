/** PostgreSQL's own error, as node-postgres and PGlite (or its worker) report it. */
export interface DatabaseError {
  code: string;
  constraint?: unknown;
  message?: unknown;
}

/**
 * The database's error behind a failed statement, whether or not drizzle wrapped it.
 * @param error - what was thrown
 * @returns the first error in the cause chain that carries a SQLSTATE, or undefined
 */
export function databaseError(error: unknown): DatabaseError | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as DatabaseError;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * PostgreSQL's SQLSTATE of a failed statement.
 * @param error - what was thrown
 * @returns five characters such as 23505, or undefined for any other error
 */
export function sqlState(error: unknown): string | undefined {
  return databaseError(error)?.code;
}

/**
 * Whether the database refused a statement for the values it carried: a data exception (class
 * 22, e.g. an invalid character), an integrity violation (23) or a too-large value (54).
 * @param error - what was thrown
 * @returns true for those classes
 */
export function isValueError(error: unknown): boolean {
  return /^(22|23|54)/.test(sqlState(error) ?? '');
}

/**
 * Whether an operation failed because the storage is full: PostgreSQL's class 53 (insufficient
 * resources: disk full, out of memory, too many connections; PGlite reports a full disk as 53100
 * too) or an ENOSPC / EDQUOT from the file system. The client did nothing wrong and another
 * instance may have room: 503, never 500.
 * @param error - what was thrown
 * @returns true for a storage that cannot take the write
 */
export function isStorageFull(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (code === 'ENOSPC' || code === 'EDQUOT') return true;
    if (typeof code === 'string' && /^53[0-9A-Z]{3}$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The database cannot be reached at all: its worker stopped, or the server is gone. */
export class DatabaseUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseUnavailableError';
  }
}

/** Socket errors node-postgres reports when the server is down or unreachable. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'EAI_AGAIN',
]);
/** node-postgres's own messages for a connection it lost or could not open. */
const LOST =
  /Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end|Client has encountered a connection error/i;

/**
 * Whether a statement failed because the database could not be reached (as opposed to refusing
 * the statement): the embedded database's worker stopped, or PostgreSQL is down, unreachable,
 * shutting down or not accepting connections (SQLSTATE classes 08 and 57P).
 * @param error - what was thrown
 * @returns true when the database is unavailable
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    if (current instanceof DatabaseUnavailableError) return true;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNREACHABLE.has(code) || /^(08|57P0)/.test(code))) return true;
    if (typeof message === 'string' && LOST.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
