import { and, asc, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { batchFiles, batchItems, batches, batchWorkers, users, type BatchItemRow, type BatchRow } from '../schema';

/** The statuses of a batch that still has cards to render. */
const UNFINISHED = ['queued', 'running'];

/** A new batch's cards, before they are stored. */
export interface NewBatchItem {
  seq: number;
  row: number;
  title: string;
  state: unknown;
}

/**
 * Stores a batch and its cards in one transaction (a batch is never seen half stored), unless the
 * user already has as many unfinished batches as allowed: the count and the insert happen under a
 * per-user lock, so two submissions at once on two instances cannot both pass it.
 * @param db - the database
 * @param batch - the batch row
 * @param items - its cards, numbered from 1
 * @param maxUnfinished - batches the user may have waiting or rendering
 * @returns false when the user is at the limit (nothing stored)
 */
export async function insertBatch(
  db: Db,
  batch: typeof batches.$inferInsert,
  items: NewBatchItem[],
  maxUnfinished: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`batches:${batch.userId}`}))`);
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(batches)
      .where(and(eq(batches.userId, batch.userId), inArray(batches.status, UNFINISHED)));
    if ((row?.n ?? 0) >= maxUnfinished) return false;
    await tx.insert(batches).values(batch);
    for (let i = 0; i < items.length; i += 500) {
      await tx.insert(batchItems).values(items.slice(i, i + 500).map((item) => ({ ...item, batchId: batch.id })));
    }
    return true;
  });
}

/**
 * A batch by id.
 * @param db - the database
 * @param id - the batch id
 * @returns the row, or undefined
 */
export async function findBatch(db: Db, id: string): Promise<BatchRow | undefined> {
  const rows = await db.select().from(batches).where(eq(batches.id, id)).limit(1);
  return rows[0];
}

/**
 * One card of a batch, with its batch's status.
 * @param db - the database
 * @param batchId - the batch
 * @param seq - the card's number
 * @returns the card, the batch's status and card count, or undefined when either is gone
 */
export async function findBatchItem(
  db: Db,
  batchId: string,
  seq: number,
): Promise<{ item: BatchItemRow; batchStatus: string; batchTotal: number } | undefined> {
  const rows = await db
    .select({ item: batchItems, batchStatus: batches.status, batchTotal: batches.total })
    .from(batchItems)
    .innerJoin(batches, eq(batches.id, batchItems.batchId))
    .where(and(eq(batchItems.batchId, batchId), eq(batchItems.seq, seq)))
    .limit(1);
  return rows[0];
}

/**
 * Marks a card as being rendered by a worker (another try), and its batch as running.
 * @param db - the database
 * @param batchId - the batch
 * @param seq - the card
 * @param workerId - the process rendering it
 * @returns the number of this try, or undefined when the card already has its result
 */
export async function startBatchItem(
  db: Db,
  batchId: string,
  seq: number,
  workerId: string,
): Promise<number | undefined> {
  const rows = await db
    .update(batchItems)
    .set({ status: 'running', attempts: sql`${batchItems.attempts} + 1`, workerId })
    .where(and(eq(batchItems.batchId, batchId), eq(batchItems.seq, seq), inArray(batchItems.status, UNFINISHED)))
    .returning({ attempts: batchItems.attempts });
  await db
    .update(batches)
    .set({ status: 'running' })
    .where(and(eq(batches.id, batchId), eq(batches.status, 'queued')));
  return rows[0]?.attempts;
}

/** A card's outcome: its files (done) or its error (failed). */
export type BatchItemOutcome =
  | { status: 'done'; fit: string; warnings: unknown; files: { page: number; name: string; data: Uint8Array }[] }
  | { status: 'failed'; error: string };

/**
 * Records a card's result exactly once: only the first outcome of a card still unfinished is
 * written (a second run of the same job, after its worker was taken for dead, writes nothing), and
 * the batch's counts move with it in the same transaction. The last card finishes the batch.
 * @param db - the database
 * @param batchId - the batch
 * @param seq - the card
 * @param workerId - the process that rendered it
 * @param outcome - the files or the error
 * @param resultTtlMs - how long a finished batch is kept
 * @returns whether this call wrote the result
 */
export async function finishBatchItem(
  db: Db,
  batchId: string,
  seq: number,
  workerId: string,
  outcome: BatchItemOutcome,
  resultTtlMs: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const updated = await tx
      .update(batchItems)
      .set(
        outcome.status === 'done'
          ? { status: 'done', fit: outcome.fit, warnings: outcome.warnings, workerId, renderedAt: now }
          : { status: 'failed', error: outcome.error.slice(0, 64), workerId, renderedAt: now },
      )
      .where(and(eq(batchItems.batchId, batchId), eq(batchItems.seq, seq), inArray(batchItems.status, UNFINISHED)))
      .returning({ seq: batchItems.seq });
    if (updated.length === 0) return false;
    if (outcome.status === 'done' && outcome.files.length > 0) {
      await tx
        .insert(batchFiles)
        .values(outcome.files.map((f) => ({ batchId, seq, page: f.page, name: f.name, data: f.data })))
        .onConflictDoNothing();
    }
    const counter = outcome.status === 'done' ? batches.done : batches.failed;
    await tx
      .update(batches)
      .set({
        [outcome.status === 'done' ? 'done' : 'failed']: sql`${counter} + 1`,
        status: sql`CASE WHEN ${batches.done} + ${batches.failed} + 1 >= ${batches.total} AND ${batches.status} <> 'cancelled' THEN 'done' ELSE ${batches.status} END`,
        finishedAt: sql`CASE WHEN ${batches.done} + ${batches.failed} + 1 >= ${batches.total} THEN ${now.toISOString()}::timestamptz ELSE ${batches.finishedAt} END`,
        expiresAt: sql`CASE WHEN ${batches.done} + ${batches.failed} + 1 >= ${batches.total} THEN ${new Date(now.getTime() + resultTtlMs).toISOString()}::timestamptz ELSE ${batches.expiresAt} END`,
      })
      .where(eq(batches.id, batchId));
    await tx
      .update(batchWorkers)
      .set({ cardsTotal: sql`${batchWorkers.cardsTotal} + 1` })
      .where(eq(batchWorkers.id, workerId));
    return true;
  });
}

/**
 * Cancels a batch that has not finished; its results are kept as long as a finished one's.
 * @param db - the database
 * @param id - the batch
 * @param resultTtlMs - how long it is kept
 * @returns whether it was cancelled now
 */
export async function cancelBatchRow(db: Db, id: string, resultTtlMs: number): Promise<boolean> {
  const now = new Date();
  const rows = await db
    .update(batches)
    .set({ status: 'cancelled', finishedAt: now, expiresAt: new Date(now.getTime() + resultTtlMs) })
    .where(and(eq(batches.id, id), inArray(batches.status, UNFINISHED)))
    .returning({ id: batches.id });
  return rows.length > 0;
}

/**
 * A batch's cards as its manifest lists them (no image data).
 * @param db - the database
 * @param batchId - the batch
 * @returns the cards in order
 */
export async function listBatchItems(
  db: Db,
  batchId: string,
): Promise<Pick<BatchItemRow, 'seq' | 'row' | 'title' | 'status' | 'fit' | 'warnings' | 'error'>[]> {
  return db
    .select({
      seq: batchItems.seq,
      row: batchItems.row,
      title: batchItems.title,
      status: batchItems.status,
      fit: batchItems.fit,
      warnings: batchItems.warnings,
      error: batchItems.error,
    })
    .from(batchItems)
    .where(eq(batchItems.batchId, batchId))
    .orderBy(asc(batchItems.seq));
}

/**
 * The names of a batch's files (no image data), for its manifest.
 * @param db - the database
 * @param batchId - the batch
 * @returns card number, page and name, in ZIP order
 */
export async function listBatchFileNames(
  db: Db,
  batchId: string,
): Promise<{ seq: number; page: number; name: string }[]> {
  return db
    .select({ seq: batchFiles.seq, page: batchFiles.page, name: batchFiles.name })
    .from(batchFiles)
    .where(eq(batchFiles.batchId, batchId))
    .orderBy(asc(batchFiles.seq), asc(batchFiles.page));
}

/**
 * The next few files of a batch after a position, in ZIP order (keyset, so a large batch is read
 * a page at a time while the ZIP streams).
 * @param db - the database
 * @param batchId - the batch
 * @param after - the last file read, or undefined to start
 * @param limit - how many
 * @returns the files
 */
export async function nextBatchFiles(
  db: Db,
  batchId: string,
  after: { seq: number; page: number } | undefined,
  limit: number,
): Promise<{ seq: number; page: number; name: string; data: Uint8Array }[]> {
  const position = after
    ? or(gt(batchFiles.seq, after.seq), and(eq(batchFiles.seq, after.seq), gt(batchFiles.page, after.page)))
    : undefined;
  return db
    .select({ seq: batchFiles.seq, page: batchFiles.page, name: batchFiles.name, data: batchFiles.data })
    .from(batchFiles)
    .where(and(eq(batchFiles.batchId, batchId), position))
    .orderBy(asc(batchFiles.seq), asc(batchFiles.page))
    .limit(limit);
}

/**
 * Deletes batches past their time, with their cards and files (safe on several instances at once).
 * @param db - the database
 * @param now - the current time
 * @returns how many were deleted
 */
export async function deleteExpiredBatches(db: Db, now: Date): Promise<number> {
  const rows = await db.delete(batches).where(lt(batches.expiresAt, now)).returning({ id: batches.id });
  return rows.length;
}

/**
 * The cards of unfinished batches that have no result yet (to queue again after a restart).
 * @param db - the database
 * @returns batch and card numbers
 */
export async function unfinishedBatchItems(db: Db): Promise<{ batchId: string; seq: number }[]> {
  return db
    .select({ batchId: batchItems.batchId, seq: batchItems.seq })
    .from(batchItems)
    .innerJoin(batches, eq(batches.id, batchItems.batchId))
    .where(and(inArray(batches.status, UNFINISHED), inArray(batchItems.status, UNFINISHED)))
    .orderBy(asc(batches.createdAt), asc(batchItems.seq));
}

/**
 * Says a process renders (or still does), with its queue worker ids.
 * @param db - the database
 * @param worker - its id, role, host and queue worker ids
 */
export async function reportBatchWorker(
  db: Db,
  worker: { id: string; role: 'web' | 'worker'; host: string; queueWorkerIds: string[] },
): Promise<void> {
  const now = new Date();
  await db
    .insert(batchWorkers)
    .values({ ...worker, startedAt: now, lastSeenAt: now })
    .onConflictDoUpdate({
      target: batchWorkers.id,
      set: { lastSeenAt: now, queueWorkerIds: worker.queueWorkerIds },
    });
}

/**
 * Processes silent since a time, whose queue jobs must go back to the others; each is returned
 * once (its worker ids are cleared as it is returned, in the same statement).
 * @param db - the database
 * @param silentSince - last report before this time
 * @returns their queue worker ids
 */
export async function claimSilentWorkers(db: Db, silentSince: Date): Promise<string[]> {
  const result = await db.execute(sql`
    WITH silent AS (
      SELECT id, queue_worker_ids FROM batch_workers
       WHERE last_seen_at < ${silentSince.toISOString()}::timestamptz AND jsonb_array_length(queue_worker_ids) > 0
       FOR UPDATE SKIP LOCKED
    )
    UPDATE batch_workers SET queue_worker_ids = '[]'::jsonb FROM silent
     WHERE batch_workers.id = silent.id
    RETURNING silent.queue_worker_ids AS ids`);
  const rows = (result as unknown as { rows: { ids: unknown }[] }).rows;
  return rows.flatMap((r) => (Array.isArray(r.ids) ? r.ids.map(String) : []));
}

/**
 * Forgets processes silent for a long time.
 * @param db - the database
 * @param silentSince - last report before this time
 */
export async function deleteGoneWorkers(db: Db, silentSince: Date): Promise<void> {
  await db.delete(batchWorkers).where(lt(batchWorkers.lastSeenAt, silentSince));
}

/**
 * The rendering processes with their throughput, for the admin console.
 * @param db - the database
 * @param now - the current time
 * @returns every known process, most recent first
 */
export async function listBatchWorkers(db: Db, now: Date) {
  const minuteAgo = new Date(now.getTime() - 60_000);
  return db
    .select({
      id: batchWorkers.id,
      role: batchWorkers.role,
      host: batchWorkers.host,
      startedAt: batchWorkers.startedAt,
      lastSeenAt: batchWorkers.lastSeenAt,
      cardsTotal: batchWorkers.cardsTotal,
      cardsLastMinute: sql<number>`(SELECT count(*)::int FROM ${batchItems} WHERE ${batchItems.workerId} = ${batchWorkers.id} AND ${batchItems.renderedAt} > ${minuteAgo.toISOString()}::timestamptz)`,
    })
    .from(batchWorkers)
    .orderBy(desc(batchWorkers.lastSeenAt));
}

/**
 * Cards waiting, rendering and failed in batches not yet deleted.
 * @param db - the database
 * @returns the counts
 */
export async function batchItemCounts(db: Db): Promise<{ waiting: number; running: number; failed: number }> {
  const [row] = await db
    .select({
      waiting: sql<number>`count(*) FILTER (WHERE ${batchItems.status} = 'queued' AND ${batches.status} IN ('queued', 'running'))::int`,
      running: sql<number>`count(*) FILTER (WHERE ${batchItems.status} = 'running' AND ${batches.status} IN ('queued', 'running'))::int`,
      failed: sql<number>`count(*) FILTER (WHERE ${batchItems.status} = 'failed')::int`,
    })
    .from(batchItems)
    .innerJoin(batches, eq(batches.id, batchItems.batchId));
  return { waiting: row?.waiting ?? 0, running: row?.running ?? 0, failed: row?.failed ?? 0 };
}

/**
 * The latest batches with their owners, for the admin console.
 * @param db - the database
 * @param limit - how many
 * @returns batches, newest first
 */
export async function recentBatches(db: Db, limit: number): Promise<(BatchRow & { owner: string })[]> {
  const rows = await db
    .select({ batch: batches, owner: users.username })
    .from(batches)
    .innerJoin(users, eq(users.id, batches.userId))
    .orderBy(desc(batches.createdAt))
    .limit(limit);
  return rows.map((r) => ({ ...r.batch, owner: r.owner }));
}
