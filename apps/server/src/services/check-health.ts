import type { HealthProblem } from '@inkcard/shared';
import type { Db } from '../db/client';
import { isStorageFull } from '../db/errors';
import { pingDatabase, probeWrite } from '../db/queries/health';
import type { InstanceStatus } from '../http/instance-status';

/** How long a health check waits for the database before calling it lost. */
export const HEALTH_DB_TIMEOUT_MS = 2_000;

/**
 * Runs a check, sharing it with concurrent callers and bounding its time: a load balancer polling
 * hard adds one statement at a time, and a database that does not answer counts as failed.
 * @param run - the check
 * @param timeoutMs - how long to wait
 * @returns a function resolving to the check's result, or false past the time
 */
function sharedBounded(run: () => Promise<boolean>, timeoutMs: number): () => Promise<boolean> {
  let inFlight: Promise<boolean> | undefined;
  const check = async (): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
      timer.unref();
    });
    try {
      return await Promise.race([run().catch(() => false), timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
  return () => (inFlight ??= check().finally(() => (inFlight = undefined)));
}

/**
 * A health check that asks the database: a dead embedded-database worker, a PostgreSQL server
 * that is down, unreachable or not answering in time all count as unhealthy.
 * @param db - the database, read at each check
 * @param timeoutMs - how long to wait for an answer
 * @returns a function resolving to whether the database answered
 */
export function databaseHealthCheck(db: () => Db, timeoutMs = HEALTH_DB_TIMEOUT_MS): () => Promise<boolean> {
  return sharedBounded(() => pingDatabase(db()).then(() => true), timeoutMs);
}

/**
 * What keeps this instance from taking traffic, if anything: it is draining (a stop signal came),
 * its database does not answer (down), or its storage was full at the last write and a probe
 * write still fails (degraded). A probe that succeeds clears the degraded state, so an instance
 * comes back by itself once space is freed, even while the load balancer sends it nothing.
 * @param instance - the instance's state
 * @param db - the database, read at each check
 * @param timeoutMs - how long each database check may take
 * @returns a function resolving to the problem, or undefined when healthy
 */
export function instanceHealthCheck(
  instance: InstanceStatus,
  db: () => Db,
  timeoutMs = HEALTH_DB_TIMEOUT_MS,
): () => Promise<HealthProblem | undefined> {
  const answers = databaseHealthCheck(db, timeoutMs);
  const writes = sharedBounded(
    () =>
      probeWrite(db()).then(
        () => true,
        (error: unknown) => {
          if (!isStorageFull(error)) throw error;
          return false;
        },
      ),
    timeoutMs,
  );
  return async () => {
    if (instance.draining) return 'draining';
    if (!(await answers())) return 'down';
    if (instance.storageFull) {
      if (!(await writes())) return 'degraded';
      instance.markStorageWritable();
    }
    return undefined;
  };
}
