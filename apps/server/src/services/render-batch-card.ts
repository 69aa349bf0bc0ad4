import type { FastifyBaseLogger } from 'fastify';
import { batchFileName } from '@inkcard/card-engine';
import { BATCH_JOB_MAX_ATTEMPTS, BATCH_RESULT_TTL_MS } from '@inkcard/shared';
import type { Db } from '../db/client';
import { findBatchItem, finishBatchItem, startBatchItem } from '../db/queries/batches';
import { CardRenderRefused, type BatchRenderJob, type CardRenderer } from '../batches/card-renderer';
import type { RenderJob } from '../batches/job-queue';

/** What a worker renders with. */
export interface BatchCardContext {
  db: Db;
  renderer: CardRenderer;
  /** This process's id in batch_workers. */
  workerId: string;
  log: FastifyBaseLogger;
}

/**
 * One card of a batch, as a queue job: drawn and stored once. A card already done (its job ran
 * again after its first worker was taken for dead), or of a cancelled or deleted batch, is left
 * alone. A failed render is thrown back to the queue to be tried again, until the card's
 * BATCH_JOB_MAX_ATTEMPTS-th try, which records it as failed so the batch can finish.
 * @param ctx - database, renderer and this worker's id
 * @param job - the batch and card number
 */
export async function renderBatchCard(ctx: BatchCardContext, job: RenderJob): Promise<void> {
  const found = await findBatchItem(ctx.db, job.batchId, job.seq);
  if (!found || found.batchStatus === 'cancelled' || found.batchStatus === 'done') return;
  const attempt = await startBatchItem(ctx.db, job.batchId, job.seq, ctx.workerId);
  if (attempt === undefined) return;
  const { item, batchTotal } = found;
  try {
    const card = await ctx.renderer.render(item.state as BatchRenderJob);
    const paged = card.pngs.length > 1;
    const files = card.pngs.map((data, i) => ({
      page: i + 1,
      name: batchFileName(item.seq, batchTotal, item.title, paged ? i + 1 : undefined),
      data,
    }));
    await finishBatchItem(
      ctx.db,
      job.batchId,
      job.seq,
      ctx.workerId,
      { status: 'done', fit: card.fit, warnings: card.warnings, files },
      BATCH_RESULT_TTL_MS,
    );
  } catch (error) {
    ctx.log.warn({ err: error, batch: job.batchId, seq: job.seq, attempt }, 'a batch card failed to render');
    // A card the page refuses (unknown template, unreadable text) fails now; anything else is retried.
    if (!(error instanceof CardRenderRefused) && attempt < BATCH_JOB_MAX_ATTEMPTS) throw error;
    const code = (error as { code?: unknown }).code;
    await finishBatchItem(
      ctx.db,
      job.batchId,
      job.seq,
      ctx.workerId,
      { status: 'failed', error: typeof code === 'string' ? code : 'RENDER_FAILED' },
      BATCH_RESULT_TTL_MS,
    );
  }
}
