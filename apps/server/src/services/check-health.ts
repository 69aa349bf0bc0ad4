import type { Db } from '../db/client';
import { pingDatabase } from '../db/queries/health';

/** How long a health check waits for the database before calling it lost. */
export const HEALTH_DB_TIMEOUT_MS = 2_000;

/**
 * A health check that asks the database: a dead embedded-database worker, a PostgreSQL server
 * that is down, unreachable or not answering in time all count as unhealthy. Concurrent checks
 * share one statement, so a load balancer polling hard adds one query at a time, not one each.
 * @param db - the database, read at each check
 * @param timeoutMs - how long to wait for an answer
 * @returns a function resolving to whether the database answered
 */
export function databaseHealthCheck(db: () => Db, timeoutMs = HEALTH_DB_TIMEOUT_MS): () => Promise<boolean> {
  let inFlight: Promise<boolean> | undefined;
  const check = async (): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
      timer.unref();
    });
    try {
      return await Promise.race([pingDatabase(db()).then(() => true), timeout]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  };
  return () => (inFlight ??= check().finally(() => (inFlight = undefined)));
}
