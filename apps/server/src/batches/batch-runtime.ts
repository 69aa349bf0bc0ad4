import crypto from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { BATCH_WORKER_HEARTBEAT_MS, BATCH_WORKER_STALE_MS } from '@inkcard/shared';
import type { Database } from '../db/client';
import type { Env } from '../env';
import {
  claimSilentWorkers,
  deleteExpiredBatches,
  deleteGoneWorkers,
  reportBatchWorker,
  unfinishedBatchItems,
} from '../db/queries/batches';
import { renderBatchCard } from '../services/render-batch-card';
import type { RenderService } from '../render/render-service';
import { createCardRenderer, type CardRenderer } from './card-renderer';
import type { JobQueue } from './job-queue';
import { createMemoryQueue } from './memory-queue';
import { createPgQueue } from './pg-queue';

/** A process that has never reported for this long is forgotten (the admin console's list). */
const FORGET_AFTER_MS = 24 * 3_600_000;
/** Expired batches are looked for this often. */
const SWEEP_EVERY_MS = 60_000;

/** This process's part in batches: the queue it adds to, and (when it renders) its worker. */
export interface BatchRuntime {
  /** This process's id in batch_workers (and on the cards it renders). */
  readonly workerId: string;
  readonly queue: JobQueue;
  /** Whether this process renders cards (a worker, or a web process rendering in-process). */
  readonly rendering: boolean;
  /**
   * Starts reporting and sweeping, and rendering when asked.
   * @param options - role: `web` or `worker`; render: take jobs in this process
   */
  start(options: { role: 'web' | 'worker'; render: boolean }): Promise<void>;
  /** One sweep now: expired batches deleted, a silent process's jobs unlocked (tests). */
  sweep(now?: Date): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A queue that opens graphile-worker on first use, so a process that never queues (the admin CLI)
 * never connects it.
 */
function lazyQueue(open: () => Promise<JobQueue>): JobQueue {
  let opened: Promise<JobQueue> | undefined;
  const queue = () => (opened ??= open());
  return {
    engine: 'postgres',
    add: async (jobs) => (await queue()).add(jobs),
    work: async (handle, options) => (await queue()).work(handle, options),
    counts: async () => (await queue()).counts(),
    removeBatch: async (batchId) => (await queue()).removeBatch(batchId),
    unlockWorkers: async (ids) => (await queue()).unlockWorkers(ids),
    stop: async () => {
      if (opened) await (await opened).stop();
    },
  };
}

/**
 * Builds the batch runtime of a process: graphile-worker with DATABASE_URL, else the in-process
 * queue. Nothing runs until `start`.
 * @param env - the configuration
 * @param database - the open database
 * @param log - the process's logger
 * @param render - the process's render service (its pool draws the cards when this process renders)
 * @returns the runtime
 */
export function createBatchRuntime(
  env: Env,
  database: Database,
  log: FastifyBaseLogger,
  render: RenderService,
): BatchRuntime {
  const workerId = `${os.hostname().slice(0, 40)}-${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  const queue =
    database.kind === 'postgres' && env.DATABASE_URL
      ? lazyQueue(() => createPgQueue(env.DATABASE_URL!, log))
      : createMemoryQueue();
  const db = database.db;
  let timer: NodeJS.Timeout | undefined;
  let renderer: CardRenderer | undefined;
  let role: 'web' | 'worker' = 'web';
  let queueWorkerIds: string[] = [];
  let lastSweep = 0;
  let rendering = false;
  let stopped = false;

  const report = () => reportBatchWorker(db, { id: workerId, role, host: os.hostname().slice(0, 128), queueWorkerIds });

  const sweep = async (now = new Date(), throttled = false): Promise<void> => {
    // Any process may find a silent one; claimSilentWorkers hands each dead process's ids to one.
    const dead = await claimSilentWorkers(db, new Date(now.getTime() - BATCH_WORKER_STALE_MS));
    if (dead.length > 0) {
      log.warn({ queueWorkerIds: dead }, 'a batch worker stopped reporting; its cards go back to the queue');
      await queue.unlockWorkers(dead);
    }
    if (!throttled || now.getTime() - lastSweep >= SWEEP_EVERY_MS) {
      lastSweep = now.getTime();
      const deleted = await deleteExpiredBatches(db, now);
      if (deleted > 0) log.info({ deleted }, 'expired batches deleted');
      await deleteGoneWorkers(db, new Date(now.getTime() - FORGET_AFTER_MS));
    }
  };

  const tick = async (): Promise<void> => {
    try {
      if (rendering) await report();
      await sweep(new Date(), true);
    } catch (error) {
      log.warn({ err: error }, 'batch heartbeat failed');
    }
  };

  return {
    workerId,
    queue,
    get rendering() {
      return rendering;
    },
    sweep: (now) => sweep(now),
    async start(options) {
      role = options.role;
      if (options.render) {
        try {
          renderer = createCardRenderer(render, { ownsPool: options.role === 'worker' });
        } catch (error) {
          log.warn({ err: error }, 'batches: no renderer in this process; cards wait for a worker');
        }
      }
      if (renderer) {
        rendering = true;
        await report();
        const current = renderer;
        await queue.work((job) => renderBatchCard({ db, renderer: current, workerId, log }, job), {
          concurrency: env.BATCH_CONCURRENCY,
          onWorkerIds: (ids) => {
            queueWorkerIds = ids;
            void report().catch(() => undefined);
          },
        });
      }
      // On PGlite the queue lives in this process: after a restart, queue again what was waiting.
      if (queue.engine === 'in-process') await queue.add(await unfinishedBatchItems(db));
      if (!stopped) {
        timer = setInterval(() => void tick(), BATCH_WORKER_HEARTBEAT_MS);
        timer.unref();
      }
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await queue.stop();
      await renderer?.close();
    },
  };
}
