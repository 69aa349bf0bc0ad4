// Budget (issue 6): POST /api/visits/record under 200 concurrent connections for 30 s reaches at
// least 50% of the requests/s of a bare Fastify route measured in the same run, with p99 under
// 50 ms, no errors, and every acknowledged visit stored (rows counted after a SIGTERM shutdown).
// Both servers run as separate processes on the same machine, one after the other; the app runs
// from the server bundle `npm start` serves (rebuilt first, so it matches the sources).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { PGlite } from '@electric-sql/pglite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DURATION = Number(process.env.BENCH_DURATION ?? 30);
const CONNECTIONS = 200;
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 3991);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3992);
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const body = JSON.stringify({ path: '/quote', referrer: 'https://example.com/', title: 'Quote card maker' });

const BARE_SERVER = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.post('/api/visits/record', async (req, reply) => reply.code(202).send({ success: true }));
await app.listen({ port: ${BARE_PORT}, host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
`;

async function waitFor(url) {
  for (let i = 0; i < 600; i++) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not start`);
}

function load(port) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${port}/api/visits/record`,
        method: 'POST',
        connections: CONNECTIONS,
        duration: DURATION,
        headers: { 'content-type': 'application/json', 'user-agent': UA },
        body,
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

const stopped = (child) => new Promise((resolve) => child.once('exit', resolve));

// 1. The bare route.
const bare = spawn(process.execPath, ['--input-type=module', '-e', BARE_SERVER], {
  cwd: path.join(root, 'apps/server'),
  stdio: 'inherit',
});
await waitFor(`http://127.0.0.1:${BARE_PORT}/`);
const bareResult = await load(BARE_PORT);
bare.kill('SIGTERM');
await stopped(bare);

// 2. The real app on a fresh PGlite, rate limits off (every request comes from one address).
const built = spawnSync(process.execPath, ['build.mjs'], { cwd: path.join(root, 'apps/server'), stdio: 'inherit' });
if (built.status !== 0) throw new Error('the server bundle did not build');
const dataDir = fs.mkdtempSync('/tmp/inkcard-bench-tracking-');
const app = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(APP_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    RATE_LIMIT: 'false',
    ADMIN_PASSWORD: 'bench-admin-pass-1',
    WEB_DIST: '/nonexistent',
  },
});
await waitFor(`http://127.0.0.1:${APP_PORT}/api/health`);
const appResult = await load(APP_PORT);
app.kill('SIGTERM');
await stopped(app);

const db = new PGlite(path.join(dataDir, 'pglite'));
const stored = Number((await db.query('SELECT count(*)::int AS n FROM page_visits')).rows[0].n);
await db.close();
fs.rmSync(dataDir, { recursive: true, force: true });

const summary = (r) => ({
  requestsPerSecond: Math.round(r.requests.average),
  p99Ms: r.latency.p99,
  p50Ms: r.latency.p50,
  total: r.requests.total,
  ok2xx: r['2xx'],
  non2xx: r.non2xx,
  errors: r.errors,
  timeouts: r.timeouts,
});
const result = {
  durationS: DURATION,
  connections: CONNECTIONS,
  bare: summary(bareResult),
  app: summary(appResult),
  ratio: Number((appResult.requests.average / bareResult.requests.average).toFixed(3)),
  acknowledged: appResult['2xx'],
  stored,
};
const failures = [];
if (result.ratio < 0.5) failures.push(`requests/s ratio ${result.ratio} < 0.5`);
if (result.app.p99Ms >= 50) failures.push(`p99 ${result.app.p99Ms} ms ≥ 50 ms`);
if (result.app.non2xx || result.app.errors || result.app.timeouts) failures.push('errors during the run');
// Responses still in flight when the load stops are written but not counted by autocannon, hence ≥.
if (stored < result.acknowledged) failures.push(`stored ${stored} < acknowledged ${result.acknowledged}`);

console.table({ bare: result.bare, app: result.app });
console.log(
  `ratio ${(result.ratio * 100).toFixed(1)}% of the bare route · app p99 ${result.app.p99Ms} ms · acknowledged ${result.acknowledged} · stored ${stored}`,
);
fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench-results/tracking.json'), JSON.stringify({ ...result, failures }, null, 2));
if (failures.length) {
  console.log(`OVER BUDGET: ${failures.join('; ')}`);
  process.exit(1);
}
console.log('within budget');
