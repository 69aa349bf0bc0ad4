/**
 * Reads of graphile-worker's public view of its jobs (`graphile_worker.jobs`), for the admin
 * console and cancelling a batch. Its tables are the library's; only this view is read.
 */

type Query = (text: string, values: unknown[]) => Promise<Record<string, unknown>[]>;

/**
 * Jobs of a task waiting (unlocked, tries left) and running (locked).
 * @param query - runs SQL on the queue's pool
 * @param task - the task identifier
 * @returns the counts
 */
export async function queueCounts(query: Query, task: string): Promise<{ waiting: number; running: number }> {
  const [row] = await query(
    `SELECT count(*) FILTER (WHERE locked_at IS NULL AND attempts < max_attempts)::int AS waiting,
            count(*) FILTER (WHERE locked_at IS NOT NULL)::int AS running
       FROM graphile_worker.jobs WHERE task_identifier = $1`,
    [task],
  );
  return { waiting: Number(row?.waiting ?? 0), running: Number(row?.running ?? 0) };
}

/**
 * The ids of a task's unlocked jobs whose key starts with a prefix (one batch's cards).
 * @param query - runs SQL on the queue's pool
 * @param task - the task identifier
 * @param keyPrefix - e.g. `batch:<id>:`
 * @returns the job ids
 */
export async function batchJobIds(query: Query, task: string, keyPrefix: string): Promise<string[]> {
  const rows = await query(
    `SELECT id::text AS id FROM graphile_worker.jobs
      WHERE task_identifier = $1 AND locked_at IS NULL AND starts_with(key, $2)`,
    [task, keyPrefix],
  );
  return rows.map((r) => String(r.id));
}
