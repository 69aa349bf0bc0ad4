/*
 * Messages between the server's event loop and the worker thread that owns the embedded database
 * (pglite-worker.ts ⇄ pglite-remote.ts). Requests carry an id; the reply carries it back.
 */

/** A statement for the worker; `tx` names an open transaction. */
export type WorkerRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[]; rowMode: 'array' | 'object'; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'copy'; sql: string; text: string }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };

/** A failed statement: the fields of PostgreSQL's error that callers look at. */
export interface WorkerError {
  message: string;
  code?: string;
  constraint?: string;
  detail?: string;
  table?: string;
  column?: string;
  severity?: string;
}

export type WorkerReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: WorkerError };

/** What the worker is started with. */
export interface WorkerOptions {
  /** PGlite directory, or 'memory'. */
  dir: string;
  migrationsFolder: string;
}

/** The worker's first message: ready, or why it could not open the database. */
export type WorkerStarted = { started: true } | { started: false; error: WorkerError };

/**
 * The fields of an error worth sending across threads.
 * @param error - what a statement threw
 * @returns a plain, cloneable object
 */
export function toWorkerError(error: unknown): WorkerError {
  const e = (error ?? {}) as Record<string, unknown>;
  const out: WorkerError = { message: error instanceof Error ? error.message : String(error) };
  for (const key of ['code', 'constraint', 'detail', 'table', 'column', 'severity'] as const) {
    if (typeof e[key] === 'string') out[key] = e[key];
  }
  return out;
}
