import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types, type PGliteOptions, type Transaction } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import {
  toWorkerError,
  type WorkerOptions,
  type WorkerReply,
  type WorkerRequest,
  type WorkerStarted,
} from './pglite-protocol';

/*
 * The embedded database's own thread. PGlite runs PostgreSQL compiled to WebAssembly, and every
 * statement runs synchronously on the thread that calls it: on the server's event loop a 1,000-row
 * tracking batch or a statistics query would stall every request for tens of milliseconds. Here
 * it stalls nothing; the server talks to it through pglite-remote.ts.
 */

/** Dates, times and intervals stay text, as drizzle's PGlite driver asks, so its mappers apply. */
const RAW = (value: string): string => value;
const PARSERS = {
  [types.TIMESTAMP]: RAW,
  [types.TIMESTAMPTZ]: RAW,
  [types.INTERVAL]: RAW,
  [types.DATE]: RAW,
  1231: RAW, // numeric[]
  1115: RAW, // timestamp[]
  1185: RAW, // timestamptz[]
  1187: RAW, // interval[]
  1182: RAW, // date[]
};

const port = parentPort!;
const options = workerData as WorkerOptions;

/** Open transactions by id, each with the function that ends it. */
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void; done: Promise<unknown> }>();
let nextTx = 1;
/** Thrown inside a transaction's callback to have PGlite roll it back. */
const ROLLBACK = Symbol('rollback');

async function run(db: PGlite, request: WorkerRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const target = request.tx === undefined ? db : transactions.get(request.tx)?.tx;
      if (!target) throw new Error('transaction is closed');
      return target.query(request.sql, request.params, { rowMode: request.rowMode, parsers: PARSERS });
    }
    case 'exec': {
      const target = request.tx === undefined ? db : transactions.get(request.tx)?.tx;
      if (!target) throw new Error('transaction is closed');
      return target.exec(request.sql);
    }
    case 'copy':
      await db.query(request.sql, [], { blob: new Blob([request.text]) });
      return null;
    case 'begin': {
      const id = nextTx++;
      return new Promise<number>((started, failed) => {
        let end!: (commit: boolean) => void;
        const decided = new Promise<boolean>((resolve) => (end = resolve));
        const done = db
          .transaction(async (tx) => {
            transactions.set(id, { tx, end, done });
            started(id);
            if (!(await decided)) throw ROLLBACK;
          })
          .catch((error: unknown) => {
            if (error !== ROLLBACK) throw error;
          })
          .finally(() => transactions.delete(id));
        done.catch(failed);
      });
    }
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error('transaction is closed');
      open.end(request.commit);
      await open.done;
      return null;
    }
    case 'close':
      await db.close();
      return null;
  }
}

/**
 * PGlite's buffer pool. Its build starts PostgreSQL with `-c shared_buffers=128MB` on a command
 * line nothing can override, and that pool is most of an idle server's memory (about 130 MB of
 * ~350 MB resident). 32 MB holds this app's working set many times over; pages beyond it are read
 * back through the file system, which keeps them cached anyway.
 */
/**
 * A compiled WebAssembly module, as PGlite takes it. The server's type libraries (ES2023, Node)
 * describe neither the WebAssembly global nor its types.
 */
type WasmModule = NonNullable<PGliteOptions['wasmModule']>;
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> } })
  .WebAssembly;

export const PGLITE_SHARED_BUFFERS = '32MB';
const STOCK_ARGUMENT = 'shared_buffers=128MB\0';

/**
 * PGlite's WebAssembly module with its buffer-pool argument set to PGLITE_SHARED_BUFFERS: the
 * argument is a C string in the module's data, rewritten in place (same length, NUL-padded)
 * before compiling. Only the exact, single occurrence is rewritten; a build without it (another
 * PGlite version) is compiled as shipped.
 * @returns the compiled module
 */
async function pgliteModule(): Promise<WasmModule> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const bytes = fs.readFileSync(path.join(path.dirname(entry), 'pglite.wasm'));
  const stock = Buffer.from(STOCK_ARGUMENT, 'latin1');
  const at = bytes.indexOf(stock);
  if (at !== -1 && bytes.indexOf(stock, at + 1) === -1) {
    const tuned = Buffer.alloc(stock.length);
    tuned.write(`shared_buffers=${PGLITE_SHARED_BUFFERS}`, 'latin1');
    tuned.copy(bytes, at);
  }
  return wasm.compile(bytes);
}

async function main(): Promise<void> {
  let db: PGlite;
  try {
    const wasmModule = await pgliteModule();
    db = options.dir === 'memory' ? new PGlite({ wasmModule }) : new PGlite(options.dir, { wasmModule });
    await migrate(drizzle(db), { migrationsFolder: options.migrationsFolder });
  } catch (error) {
    port.postMessage({ started: false, error: toWorkerError(error) } satisfies WorkerStarted);
    return;
  }
  port.on('message', (request: WorkerRequest) => {
    run(db, request).then(
      (value) => port.postMessage({ id: request.id, ok: true, value } satisfies WorkerReply),
      (error: unknown) =>
        port.postMessage({ id: request.id, ok: false, error: toWorkerError(error) } satisfies WorkerReply),
    );
  });
  port.postMessage({ started: true } satisfies WorkerStarted);
}

void main();
