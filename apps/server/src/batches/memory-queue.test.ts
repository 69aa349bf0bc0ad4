import { describe, expect, it } from 'vitest';
import { BATCH_JOB_MAX_ATTEMPTS } from '@inkcard/shared';
import { createMemoryQueue } from './memory-queue';
import type { RenderJob } from './job-queue';

/** Resolves when `count` jobs have been handled. */
function handled(count: number) {
  const seen: string[] = [];
  let done: () => void = () => undefined;
  const all = new Promise<void>((resolve) => (done = resolve));
  return {
    seen,
    all,
    record(job: RenderJob) {
      seen.push(`${job.batchId}:${job.seq}`);
      if (seen.length === count) done();
    },
  };
}

describe('the in-process queue (PGlite)', () => {
  it('runs each job once, however often it is added, at most `concurrency` at a time', async () => {
    const queue = createMemoryQueue();
    const jobs = Array.from({ length: 6 }, (_, i) => ({ batchId: 'b', seq: i + 1 }));
    await queue.add(jobs);
    await queue.add(jobs.slice(0, 3));
    const log = handled(6);
    let running = 0;
    let most = 0;
    await queue.work(
      async (job) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setImmediate(resolve));
        running -= 1;
        log.record(job);
      },
      { concurrency: 2 },
    );
    await log.all;
    expect(log.seen.sort()).toEqual(jobs.map((j) => `b:${j.seq}`).sort());
    expect(most).toBe(2);
    await queue.stop();
  });

  it(`tries a failing job ${BATCH_JOB_MAX_ATTEMPTS} times, then lets it go`, async () => {
    const queue = createMemoryQueue();
    let tries = 0;
    await queue.work(
      async () => {
        tries += 1;
        throw new Error('no');
      },
      { concurrency: 1 },
    );
    await queue.add([{ batchId: 'x', seq: 1 }]);
    await expect.poll(async () => (await queue.counts()).waiting + (await queue.counts()).running).toBe(0);
    expect(tries).toBe(BATCH_JOB_MAX_ATTEMPTS);
    await queue.stop();
  });

  it('drops a cancelled batch’s waiting jobs, and waits for the running ones when it stops', async () => {
    const queue = createMemoryQueue();
    let release: () => void = () => undefined;
    const started: string[] = [];
    await queue.work(
      async (job) => {
        started.push(`${job.batchId}:${job.seq}`);
        await new Promise<void>((resolve) => (release = resolve));
      },
      { concurrency: 1 },
    );
    await queue.add([
      { batchId: 'a', seq: 1 },
      { batchId: 'a', seq: 2 },
      { batchId: 'c', seq: 1 },
    ]);
    await queue.removeBatch('a');
    expect(await queue.counts()).toEqual({ waiting: 1, running: 1 });
    let stopped = false;
    const stopping = queue.stop().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(started).toEqual(['a:1']);
  });
});
