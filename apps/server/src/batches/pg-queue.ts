import { EventEmitter } from 'node:events';
import type { Logger, Runner, WorkerEvents, WorkerUtils } from 'graphile-worker';
import type { FastifyBaseLogger } from 'fastify';
import { BATCH_JOB_MAX_ATTEMPTS } from '@inkcard/shared';
import { batchJobIds, queueCounts } from '../db/queries/queue-jobs';
import { jobKey, type JobQueue, type RenderJob } from './job-queue';

const TASK = 'render_card';

/**
 * graphile-worker's logs through ours: its per-job "completed" lines are debug, not info (a batch
 * of 1,000 cards would write 1,000 lines).
 */
function graphileLogger(GraphileLogger: typeof Logger, log: FastifyBaseLogger): Logger {
  return new GraphileLogger(() => (level, message, meta) => {
    const method = level === 'error' ? 'error' : level === 'warning' ? 'warn' : 'debug';
    log[method]({ ...meta, queue: 'graphile-worker' }, message);
  });
}

/**
 * The queue on PostgreSQL: graphile-worker (docs/DECISIONS.md, "Batches: the job queue"), in its
 * own schema `graphile_worker` with its own migrations, next to drizzle's tables. Jobs are picked
 * up at once through LISTEN/NOTIFY and by any instance or worker; each card's job has a key, so
 * queuing it again does not duplicate it. A job a killed process had locked stays locked for 4
 * hours in graphile-worker, so the batch workers' heartbeats decide instead: the survivors unlock
 * a silent process's jobs (unlockWorkers) after BATCH_WORKER_STALE_MS.
 * @param connectionString - DATABASE_URL
 * @param log - the process's logger
 * @returns the queue, its schema migrated
 */
export async function createPgQueue(connectionString: string, log: FastifyBaseLogger): Promise<JobQueue> {
  // Loaded with the queue: a process on the embedded database never needs graphile-worker.
  const { makeWorkerUtils, run, Logger: GraphileLogger } = await import('graphile-worker');
  const logger = graphileLogger(GraphileLogger, log);
  const utils: WorkerUtils = await makeWorkerUtils({ connectionString, logger });
  await utils.migrate();
  let runner: Runner | undefined;
  const query = (text: string, values: unknown[]) =>
    utils.withPgClient(async (client) => (await client.query(text, values)).rows as Record<string, unknown>[]);

  return {
    engine: 'postgres',
    async add(jobs: readonly RenderJob[]) {
      // One statement per 500 jobs: a 1,000-row batch is queued in two round trips.
      for (let i = 0; i < jobs.length; i += 500) {
        await utils.addJobs(
          jobs.slice(i, i + 500).map((job) => ({
            identifier: TASK,
            payload: job,
            jobKey: jobKey(job),
            // The handler gives up on a card after BATCH_JOB_MAX_ATTEMPTS failed renders; the
            // queue allows two more tries, for the ones a killed worker never finished.
            maxAttempts: BATCH_JOB_MAX_ATTEMPTS + 2,
          })),
        );
      }
    },
    async work(handle, options) {
      const ids: string[] = [];
      // Our own emitter, given to run(): it hears the pool's and every worker's creation. Jobs are
      // locked under the pool's id (or a worker's), so both are what a dead process must be unlocked by.
      const events: WorkerEvents = new EventEmitter();
      const heard = (id: string): void => {
        ids.push(id);
        options.onWorkerIds?.([...ids]);
      };
      events.on('pool:create', ({ workerPool }) => heard(workerPool.id));
      events.on('worker:create', ({ worker }) => heard(worker.workerId));
      runner = await run({
        connectionString,
        concurrency: options.concurrency,
        noHandleSignals: true,
        // Jobs arrive by NOTIFY; polling only finds jobs unlocked from a dead worker or retried later.
        pollInterval: 1_000,
        logger,
        events,
        taskList: {
          [TASK]: async (payload) => handle(payload as RenderJob),
        },
      });
    },
    counts: async () => queueCounts(query, TASK),
    async removeBatch(batchId) {
      const ids = await batchJobIds(query, TASK, `batch:${batchId}:`);
      if (ids.length > 0) await utils.completeJobs(ids);
    },
    async unlockWorkers(queueWorkerIds) {
      if (queueWorkerIds.length > 0) await utils.forceUnlockWorkers([...queueWorkerIds]);
    },
    async stop() {
      await runner?.stop();
      await utils.release();
    },
  };
}
