import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { RemotePGlite } from './pglite-remote';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  /** PGlite only: COPY … FROM '/dev/blob' with `text` as the blob, its fastest bulk insert. */
  copyFrom?: (sql: string, text: string) => Promise<void>;
  /** Closes the pool or the embedded database. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://… for a server; otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite directory; 'memory' for an in-memory database (tests). */
  pgliteDir: string | 'memory';
  /**
   * Told when the server drops an idle pooled connection (a PostgreSQL restart, an administrator
   * ending sessions). node-postgres would otherwise throw it as an uncaught error and stop the
   * process; the pool simply opens a new connection for the next query.
   */
  onIdleError?: (error: Error) => void;
}

/**
 * Finds the migrations folder: beside this file in the sources, or copied next to the bundle.
 * @returns an absolute path
 */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, 'db', 'migrations')];
  const found = candidates.find((p) => fs.existsSync(path.join(p, 'meta', '_journal.json')));
  if (!found) throw new Error(`No migrations folder found near ${here}`);
  return found;
}

/**
 * Claims a PGlite directory for this process. PGlite has no lock of its own, and two processes
 * writing one directory (the server and `npm run admin`, say) corrupt it, so the second one is
 * refused with a message saying why. The lock is a Linux abstract socket named after the
 * directory: the kernel frees it when its process ends, however it ends, so no stale lock is
 * ever left behind. (Elsewhere there is no lock.)
 * @param dir - the PGlite directory
 * @returns a function that releases the lock
 */
async function lockDataDir(dir: string): Promise<() => void> {
  fs.mkdirSync(dir, { recursive: true });
  if (process.platform !== 'linux') return () => undefined;
  const id = crypto.createHash('sha256').update(fs.realpathSync(dir)).digest('hex').slice(0, 40);
  const server = net.createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(`\0inkcard-pglite-${id}`, resolve);
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    throw new Error(
      `The embedded database in ${dir} is in use by another process (a running Inkcard server?). ` +
        'Stop it first, or use PostgreSQL (DATABASE_URL) to share one database between processes.',
      { cause: error },
    );
  }
  server.unref();
  return () => server.close();
}

/**
 * Finds the embedded database's worker: built beside the bundle, or the source beside this file.
 * @returns its file URL
 */
function workerScript(): URL {
  const built = new URL('./pglite-worker.js', import.meta.url);
  return fs.existsSync(built) ? built : new URL('./pglite-worker.ts', import.meta.url);
}

/**
 * Opens the database and applies pending migrations.
 * @param options - where the data lives
 * @returns the drizzle handle, its kind and a close function
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const migrationsDir = migrationsFolder();
  if (options.databaseUrl) {
    // Loaded only for a server: the embedded database never needs node-postgres.
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    // A server that stops answering must fail requests (and the health check) within seconds,
    // not leave them waiting for a connection forever.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 5_000 });
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg(pool, { schema });
    // Several instances may start at once against one server: migrate under an advisory lock.
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock(727274)');
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsDir });
    } finally {
      await client.query('SELECT pg_advisory_unlock(727274)').catch(() => undefined);
      client.release();
    }
    let ended: Promise<void> | undefined;
    return { db: db as unknown as Db, kind: 'postgres', close: () => (ended ??= pool.end()) };
  }
  const release = options.pgliteDir === 'memory' ? () => undefined : await lockDataDir(options.pgliteDir);
  // PGlite runs on its own thread (see pglite-worker.ts), which also applies the migrations.
  let client: RemotePGlite;
  try {
    client = await RemotePGlite.start(workerScript(), { dir: options.pgliteDir, migrationsFolder: migrationsDir });
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite(client.asPGlite(), { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    copyFrom: (statement, text) => client.copyFrom(statement, text),
    close: async () => {
      await client.close();
      release();
    },
  };
}
