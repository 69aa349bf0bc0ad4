import { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import { DatabaseUnavailableError } from './errors';
import type { WorkerError, WorkerOptions, WorkerReply, WorkerRequest, WorkerStarted } from './pglite-protocol';

/** How long a closing database may take to finish its statements before its thread is stopped. */
const CLOSE_WAIT_MS = 2_000;

/** A statement's failure on the worker, with PostgreSQL's code and constraint like PGlite's own. */
export class RemoteDatabaseError extends Error {
  readonly code: string | undefined;
  readonly constraint: string | undefined;
  readonly detail: string | undefined;

  constructor(error: WorkerError) {
    super(error.message);
    this.name = 'DatabaseError';
    this.code = error.code;
    this.constraint = error.constraint;
    this.detail = error.detail;
  }
}

/** The part of PGlite's query interface drizzle's PGlite driver uses. */
interface Queryable {
  query(sql: string, params?: unknown[], options?: { rowMode?: 'array' | 'object' }): Promise<unknown>;
  exec(sql: string): Promise<unknown>;
}

type Request = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/**
 * The embedded database as seen from the server's event loop: the same query and transaction
 * calls as PGlite, each sent to the worker thread that owns the database (pglite-worker.ts).
 * Statements run there, in order, so no query ever blocks request handling.
 */
export class RemotePGlite implements Queryable {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private failure: Error | undefined;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: WorkerReply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.value);
      else waiting.reject(new RemoteDatabaseError(reply.error));
    });
    const fail = (error: Error): void => {
      this.failure = new DatabaseUnavailableError(`the embedded database is unavailable: ${error.message}`);
      for (const waiting of this.pending.values()) waiting.reject(this.failure);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the database worker stopped (exit code ${code})`)));
  }

  /**
   * Starts the worker, which opens the database and applies pending migrations.
   * @param script - the worker's file (pglite-worker.ts in the sources, .js in the bundle)
   * @param options - where the data lives and the migrations folder
   * @returns the client, once the database is ready
   */
  static async start(script: URL, options: WorkerOptions): Promise<RemotePGlite> {
    // Under the sources (tests, benchmarks) the worker is TypeScript: load it through tsx's loader.
    const worker = script.pathname.endsWith('.ts')
      ? new Worker(
          `import { register } from 'tsx/esm/api'; register(); await import(${JSON.stringify(script.href)});`,
          {
            eval: true,
            workerData: options,
          },
        )
      : new Worker(script, { workerData: options });
    let onMessage!: (started: WorkerStarted) => void;
    let onError!: (error: Error) => void;
    let onExit!: (code: number) => void;
    const started = await new Promise<WorkerStarted>((resolve, reject) => {
      onMessage = resolve;
      onError = reject;
      onExit = (code) => reject(new Error(`the database worker stopped (exit code ${code})`));
      worker.once('message', onMessage).once('error', onError).once('exit', onExit);
    }).finally(() => {
      // Only our own listeners: Node keeps internal ones on a Worker.
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
    });
    if (!started.started) {
      await worker.terminate();
      throw new RemoteDatabaseError(started.error);
    }
    return new RemotePGlite(worker);
  }

  private call(request: Request): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  query(sql: string, params: unknown[] = [], options: { rowMode?: 'array' | 'object' } = {}): Promise<unknown> {
    return this.call({ op: 'query', sql, params, rowMode: options.rowMode ?? 'object' });
  }

  exec(sql: string): Promise<unknown> {
    return this.call({ op: 'exec', sql });
  }

  /**
   * COPY … FROM '/dev/blob' with the given text as the blob: PGlite's fastest bulk insert.
   * @param sql - the COPY statement
   * @param text - rows in COPY's text format
   */
  async copyFrom(sql: string, text: string): Promise<void> {
    await this.call({ op: 'copy', sql, text });
  }

  /**
   * Runs a callback in a transaction, as PGlite's transaction() does: committed when it
   * resolves, rolled back when it throws. Other statements wait on the worker until it ends.
   * @param callback - the work, given a transaction handle
   * @returns the callback's result
   */
  async transaction<T>(callback: (tx: Queryable) => Promise<T>): Promise<T> {
    const tx = (await this.call({ op: 'begin' })) as number;
    const handle: Queryable = {
      query: (sql, params = [], options = {}) =>
        this.call({ op: 'query', sql, params, rowMode: options.rowMode ?? 'object', tx }),
      exec: (sql) => this.call({ op: 'exec', sql, tx }),
    };
    let result: T;
    try {
      result = await callback(handle);
    } catch (error) {
      await this.call({ op: 'end', tx, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.call({ op: 'end', tx, commit: true });
    return result;
  }

  /**
   * Closes the database and stops the worker. A worker busy with a long statement (or stuck) gets
   * CLOSE_WAIT_MS to close cleanly, then it is terminated: what it had not written was never
   * acknowledged to anyone, and PostgreSQL's log recovers the rest at the next start.
   */
  async close(): Promise<void> {
    if (!this.failure) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        this.call({ op: 'close' }).catch(() => undefined),
        new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS))),
      ]);
      clearTimeout(timer);
    }
    await this.worker.terminate();
  }

  /**
   * This client typed as PGlite, for drizzle's PGlite driver, which only calls query() and
   * transaction().
   * @returns the same object
   */
  asPGlite(): PGlite {
    return this as unknown as PGlite;
  }
}
