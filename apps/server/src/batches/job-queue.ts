/** One card of a batch to render: the job's payload, and (with its batch) its key. */
export interface RenderJob {
  batchId: string;
  seq: number;
}

/** The key that makes a card's job unique in the queue: adding it twice queues it once. */
export const jobKey = (job: RenderJob): string => `batch:${job.batchId}:${job.seq}`;

/** What the queue knows of its jobs (the admin console's figures). */
export interface QueueCounts {
  waiting: number;
  running: number;
}

/**
 * The batch queue, whatever runs it: graphile-worker on PostgreSQL (every instance and worker
 * shares it) or an in-process queue on PGlite (one machine). A job may run more than once (a
 * killed worker's job runs again), so its handler must be idempotent: batch_items records each
 * card's result once.
 */
export interface JobQueue {
  readonly engine: 'postgres' | 'in-process';
  /**
   * Queues cards; a card already waiting is not queued twice.
   * @param jobs - the cards
   */
  add(jobs: readonly RenderJob[]): Promise<void>;
  /**
   * Starts taking jobs in this process.
   * @param handle - renders one card; a rejection is retried later (up to the queue's attempts)
   * @param options - how many at once; told the queue's ids of its workers (to unlock them if it dies)
   */
  work(
    handle: (job: RenderJob) => Promise<void>,
    options: { concurrency: number; onWorkerIds?: (ids: string[]) => void },
  ): Promise<void>;
  counts(): Promise<QueueCounts>;
  /**
   * Drops a batch's waiting jobs (a cancelled batch); running ones finish and find it cancelled.
   * @param batchId - the batch
   */
  removeBatch(batchId: string): Promise<void>;
  /**
   * Gives the jobs a dead process had taken back to the queue at once.
   * @param queueWorkerIds - that process's worker ids, as it reported them
   */
  unlockWorkers(queueWorkerIds: readonly string[]): Promise<void>;
  /** Stops taking jobs, waits for the running ones, and closes. */
  stop(): Promise<void>;
}
