import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { unzipSync } from 'fflate';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { buildApiToken, buildUser } from './factories';
import { createIsolatedDatabase } from './test-server';
import { waitUntilHealthy, type SpawnedProcess } from './server-process';

/*
 * Batches scale out (issue 28): two app instances and two render workers, each a real process as
 * `npm start` and `npm run worker` run them, on one PostgreSQL. A 200-row batch sent to instance
 * A is rendered by both workers; one is killed with SIGKILL (its chromium with it) halfway, and
 * the batch still completes on the other with 200 distinct PNGs, each card once, followed and
 * downloaded from instance B. Runs only with DATABASE_URL, as two-instances.pg.test.ts.
 */

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webDist = path.resolve(serverDir, '../web/dist');
const ROWS = 200;

type Proc = SpawnedProcess;

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts `main.ts` (an instance) or `worker.ts` (a worker) from source, in a process group of its own. */
async function startProcess(entry: 'main' | 'worker', env: Record<string, string>): Promise<Proc> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `inkcard-${entry}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverDir, `src/${entry}.ts`)], {
    cwd: serverDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own group, so a kill -9 takes its chromium too, as a machine that dies would.
    detached: true,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
      ...(entry === 'main' ? { PORT: String(port) } : { WORKER_HEALTH_PORT: String(port) }),
      ...env,
    },
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.once('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  return { url: `http://127.0.0.1:${port}`, process: child, output };
}

function killGroup(proc: Proc, signal: NodeJS.Signals): void {
  try {
    process.kill(-proc.process.pid!, signal);
  } catch {
    // already gone
  }
}

describe('batches on two instances and two workers sharing one PostgreSQL', () => {
  let database: { url: string; drop(): Promise<void> };
  let procs: Proc[] = [];
  let token = '';

  beforeAll(async () => {
    database = await createIsolatedDatabase(process.env.DATABASE_URL!);
    // The account (and its API token) is made straight in the shared database.
    const opened = await openDatabase({ databaseUrl: database.url, pgliteDir: 'memory' });
    const { user } = await buildUser(opened.db);
    token = (await buildApiToken(opened.db, user.id, 'batch-test')).token;
    await opened.close();
    const env = {
      DATABASE_URL: database.url,
      APP_SECRET: crypto.randomBytes(24).toString('hex'),
      RENDER_IN_PROCESS: 'false',
      RATE_LIMIT: 'false',
      // One warm page each: two workers and their browsers share the machine's cores.
      RENDER_CONCURRENCY: '1',
      BATCH_CONCURRENCY: '1',
    };
    procs = await Promise.all([
      startProcess('main', env),
      startProcess('main', env),
      startProcess('worker', env),
      startProcess('worker', env),
    ]);
    await Promise.all(procs.map((proc) => waitUntilHealthy(proc)));
  }, 180_000);

  afterAll(async () => {
    for (const proc of procs) {
      // A process killed by a signal has exitCode null too: only a running one is waited for.
      if (proc.process.exitCode === null && proc.process.signalCode === null) {
        const exited = new Promise((resolve) => proc.process.once('exit', resolve));
        killGroup(proc, 'SIGTERM');
        await exited;
      }
    }
    await database?.drop();
  }, 60_000);

  it('renders a 200-row batch sent to one instance on both workers, and survives a worker killed halfway', async () => {
    const [a, b, worker1, worker2] = procs as [Proc, Proc, Proc, Proc];
    const auth = { authorization: `Bearer ${token}` };
    const rows = ['Quote,Author', ...Array.from({ length: ROWS }, (_, i) => `"Card ${i + 1} of ${ROWS}.",Worker test`)];
    const created = await fetch(`${a.url}/api/v1/batches`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'quote', template: 'quote/literary', lang: 'en', rows: rows.join('\n') }),
    });
    expect(created.status).toBe(202);
    const { id } = ((await created.json()) as { batch: { id: string } }).batch;

    const status = async () =>
      (
        (await (await fetch(`${b.url}/api/v1/batches/${id}`, { headers: auth })).json()) as {
          batch: { status: string; done: number; failed: number; total: number };
        }
      ).batch;
    // Both workers take cards; one dies (with its browser) while the batch is under way.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await expect
        .poll(
          async () =>
            (
              await client.query('SELECT count(DISTINCT worker_id)::int AS n FROM batch_items WHERE status = $1', [
                'done',
              ])
            ).rows[0].n,
          { timeout: 120_000, interval: 500 },
        )
        .toBe(2);
      const before = await status();
      expect(before.done).toBeLessThan(ROWS / 2);
      killGroup(worker1, 'SIGKILL');

      try {
        await expect.poll(async () => (await status()).status, { timeout: 300_000, interval: 1_000 }).toBe('done');
      } catch (error) {
        const items = await client.query(
          'SELECT status, count(*)::int AS n, max(worker_id) AS w FROM batch_items GROUP BY status',
        );
        const jobs = await client.query('SELECT key, attempts, locked_by, last_error FROM graphile_worker.jobs');
        const workers = await client.query('SELECT id, queue_worker_ids, last_seen_at FROM batch_workers');
        throw new Error(
          `the batch did not finish: ${JSON.stringify(await status())}, cards ${JSON.stringify(items.rows)}\n` +
            `jobs ${JSON.stringify(jobs.rows)}\nworkers ${JSON.stringify(workers.rows)}\n` +
            `the surviving worker said:\n${worker2.output.join('')}`,
          { cause: error },
        );
      }
      expect(await status()).toMatchObject({ status: 'done', done: ROWS, failed: 0, total: ROWS });
      // Every card rendered once, by one of the two workers; the survivor finished the dead one's.
      const byWorker = await client.query(
        'SELECT worker_id, count(*)::int AS n FROM batch_items WHERE batch_id = $1 GROUP BY worker_id',
        [id],
      );
      expect(byWorker.rows).toHaveLength(2);
      expect(byWorker.rows.every((r: { n: number }) => r.n > 0)).toBe(true);
      expect(worker2.process.exitCode).toBeNull();
    } finally {
      await client.end();
    }

    // The ZIP from the other instance: 200 distinct PNGs, each card once, and the manifest.
    const zip = await fetch(`${b.url}/api/v1/batches/${id}.zip`, { headers: auth });
    expect(zip.status).toBe(200);
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    const pngs = Object.entries(files).filter(([name]) => name.endsWith('.png'));
    expect(pngs).toHaveLength(ROWS);
    expect(new Set(pngs.map(([name]) => name.slice(0, 4))).size).toBe(ROWS);
    for (const [, data] of pngs) expect(Buffer.from(data.subarray(0, 8)).toString('hex')).toBe('89504e470d0a1a0a');
    const hashes = new Set(pngs.map(([, data]) => crypto.createHash('sha256').update(data).digest('hex')));
    expect(hashes.size).toBe(ROWS);
    const manifest = new TextDecoder().decode(files['manifest.csv']).trim().split('\r\n');
    expect(manifest).toHaveLength(ROWS + 1);
  }, 600_000);
});
