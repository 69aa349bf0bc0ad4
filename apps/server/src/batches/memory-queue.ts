import { BATCH_JOB_MAX_ATTEMPTS } from '@inkcard/shared';
import { jobKey, type JobQueue, type QueueCounts, type RenderJob } from './job-queue';

/**
 * The queue on PGlite: jobs in this process's memory, run by this process (PGlite is one
 * process's database anyway). It survives a restart because it holds nothing the database does
 * not: the cards waiting are batch_items rows, and the server queues them again when it starts
 * (resumeBatches). A failed job goes to the back of the line, up to BATCH_JOB_MAX_ATTEMPTS tries.
 */
export function createMemoryQueue(): JobQueue {
  const waiting: { job: RenderJob; attempts: number }[] = [];
  const keys = new Set<string>();
  let running = 0;
  let handler: ((job: RenderJob) => Promise<void>) | undefined;
  let concurrency = 0;
  let stopped = false;
  const idle: (() => void)[] = [];

  const pump = (): void => {
    while (handler && !stopped && running < concurrency && waiting.length > 0) {
      const next = waiting.shift()!;
      running += 1;
      const run = handler;
      void run(next.job)
        .then(
          () => keys.delete(jobKey(next.job)),
          () => {
            if (next.attempts + 1 < BATCH_JOB_MAX_ATTEMPTS && !stopped) {
              waiting.push({ job: next.job, attempts: next.attempts + 1 });
            } else keys.delete(jobKey(next.job));
          },
        )
        .finally(() => {
          running -= 1;
          if (running === 0) idle.splice(0).forEach((resolve) => resolve());
          // A job finishes, the next one starts in a later turn: a long batch never starves the server.
          setImmediate(pump);
        });
    }
  };

  return {
    engine: 'in-process',
    async add(jobs) {
      for (const job of jobs) {
        const key = jobKey(job);
        if (keys.has(key)) continue;
        keys.add(key);
        waiting.push({ job, attempts: 0 });
      }
      pump();
    },
    async work(handle, options) {
      handler = handle;
      concurrency = options.concurrency;
      options.onWorkerIds?.([]);
      pump();
    },
    async counts(): Promise<QueueCounts> {
      return { waiting: waiting.length, running };
    },
    async removeBatch(batchId) {
      for (let i = waiting.length - 1; i >= 0; i -= 1) {
        if (waiting[i]!.job.batchId === batchId) {
          keys.delete(jobKey(waiting[i]!.job));
          waiting.splice(i, 1);
        }
      }
    },
    async unlockWorkers() {
      // One process: nothing of ours can be held by another.
    },
    async stop() {
      stopped = true;
      waiting.length = 0;
      if (running > 0) await new Promise<void>((resolve) => idle.push(resolve));
    },
  };
}
