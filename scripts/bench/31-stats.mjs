// Budget (issue 6): the admin dashboard and stats (7, 30 and 90 days) over 1,000,000 seeded visits
// answer in under 300 ms median each, on PGlite and on PostgreSQL. Measured end to end through
// HTTP against the real server; rows are seeded with generate_series straight into the tables, so
// the rollup triggers are exercised the way a bulk import would. PostgreSQL is the server at
// BENCH_DATABASE_URL; without one, and with nothing answering at the default address, the bench
// starts a throw-away cluster from Debian's postgresql binaries, as .ci/run does.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const VISITS = Number(process.env.BENCH_VISITS ?? 1_000_000);
const DOWNLOADS = Math.round(VISITS / 10);
const RUNS = 15;
const BUDGET_MS = 300;
const PORT = Number(process.env.BENCH_PORT ?? 3994);
let PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:55432/postgres';
const THROWAWAY_PG_PORT = 55439;
const ADMIN = { email: 'bench-admin@inkcard.local', password: 'bench-admin-pass-1' };
const CAPTCHA = 'bench';

const SEED = [
  `INSERT INTO users (username, email, password_hash, role, created_at)
   SELECT 'bench_' || g, 'bench' || g || '@qq.com', 'x', (ARRAY['normal','member','normal','normal'])[1 + g % 4]::user_role,
          now() - (g % 120) * interval '1 day'
   FROM generate_series(1, 5000) g`,
  `INSERT INTO page_visits (path, referrer, title, visitor_hash, created_at)
   SELECT (ARRAY['/','/profile','/quote','/article-card','/xiaohongshu','/blessing-card','/gallery','/about'])[1 + g % 8],
          '', '', md5(g::text), now() - (g % 100) * interval '1 day' - (g % 86400) * interval '1 second'
   FROM generate_series(1, ${VISITS}) g`,
  `INSERT INTO download_events (card_type, template, title, visitor_hash, created_at)
   SELECT (ARRAY['profile','quote','article','xiaohongshu','blessing'])[1 + g % 5]::card_type, 'tpl/' || (g % 30),
          '', md5(g::text), now() - (g % 100) * interval '1 day'
   FROM generate_series(1, ${DOWNLOADS}) g`,
];

function startServer(env) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      WEB_DIST: '/nonexistent',
      // The admin login asks for a captcha; the benchmark answers it like the e2e suite does.
      CAPTCHA_TEST_ANSWER: CAPTCHA,
      ...env,
    },
  });
  return child;
}
async function waitUp() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}
const stop = (child) =>
  new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

async function measure() {
  const captcha = await fetch(`http://127.0.0.1:${PORT}/api/auth/captcha`);
  await captcha.arrayBuffer();
  const login = await fetch(`http://127.0.0.1:${PORT}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: (captcha.headers.get('set-cookie') ?? '').split(';')[0] },
    body: JSON.stringify({ username: ADMIN.email, password: ADMIN.password, captcha: CAPTCHA }),
  });
  const { token } = await login.json();
  const out = {};
  for (const endpoint of [
    '/api/admin/dashboard',
    '/api/admin/stats?days=7',
    '/api/admin/stats?days=30',
    '/api/admin/stats?days=90',
  ]) {
    const times = [];
    let body;
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const res = await fetch(`http://127.0.0.1:${PORT}${endpoint}`, { headers: { 'admin-token': token } });
      body = await res.json();
      times.push(performance.now() - started);
      if (!res.ok) throw new Error(`${endpoint}: ${res.status}`);
    }
    times.sort((a, b) => a - b);
    out[endpoint] = {
      medianMs: Number(times[Math.floor(RUNS / 2)].toFixed(1)),
      maxMs: Number(times.at(-1).toFixed(1)),
    };
    if (endpoint.endsWith('days=90')) {
      const total = body.visits.reduce((n, d) => n + d.count, 0);
      out[endpoint].visitsCounted = total;
    }
  }
  return out;
}

const results = {};

// PGlite: migrate by starting once, seed offline, then measure.
{
  const dataDir = fs.mkdtempSync('/tmp/inkcard-bench-stats-');
  let server = startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
  await waitUp();
  await stop(server);
  const db = new PGlite(path.join(dataDir, 'pglite'));
  const started = performance.now();
  for (const statement of SEED) await db.exec(statement);
  await db.exec('VACUUM ANALYZE');
  await db.close();
  const seedS = (performance.now() - started) / 1000;
  server = startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
  await waitUp();
  results.pglite = { seedS: Number(seedS.toFixed(1)), ...(await measure()) };
  await stop(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Starts a PostgreSQL cluster in a temporary directory with the newest of Debian's postgresql
 * binaries (as the postgres user when run as root, as initdb requires).
 * @returns its URL and how to stop it, or null when PostgreSQL is not installed or will not start
 */
function startThrowawayCluster() {
  const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql') : [];
  const version = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  if (!version) return null;
  const bin = `/usr/lib/postgresql/${version}/bin`;
  const dir = fs.mkdtempSync('/tmp/inkcard-bench-pgdata-');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) spawnSync('chown', ['postgres', dir]);
  const run = (command) =>
    asRoot
      ? spawnSync('su', ['postgres', '-s', '/bin/bash', '-c', command], { stdio: 'ignore' })
      : spawnSync('/bin/bash', ['-c', command], { stdio: 'ignore' });
  const options = `-p ${THROWAWAY_PG_PORT} -k ${dir} -c listen_addresses=127.0.0.1`;
  const ok =
    run(`${bin}/initdb -D ${dir}/data -U postgres --auth=trust -E UTF8`).status === 0 &&
    run(`${bin}/pg_ctl -D ${dir}/data -o '${options}' -l ${dir}/log -w start`).status === 0;
  const stop = () => {
    run(`${bin}/pg_ctl -D ${dir}/data -m fast stop`);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  if (!ok) {
    stop();
    return null;
  }
  process.on('exit', stop);
  return { url: `postgres://postgres@127.0.0.1:${THROWAWAY_PG_PORT}/postgres`, stop };
}

/** A connected client of the PostgreSQL server at `url`, or the error that kept it from connecting. */
async function connect(url) {
  const client = new pg.Client({ connectionString: url });
  // A refused or dropped connection must end up as "skipped", not as an unhandled 'error' event.
  client.on('error', () => undefined);
  try {
    await client.connect();
    return { client };
  } catch (error) {
    return { error };
  }
}

// PostgreSQL: a database of its own on the server at BENCH_DATABASE_URL (or a throw-away cluster).
{
  const name = `inkcard_bench_${Date.now()}`;
  let { client: admin, error } = await connect(PG_URL);
  const cluster = !admin && !process.env.BENCH_DATABASE_URL ? startThrowawayCluster() : null;
  if (cluster) {
    PG_URL = cluster.url;
    ({ client: admin, error } = await connect(PG_URL));
  }
  if (!admin) results.postgres = { skipped: `no PostgreSQL at ${PG_URL}: ${error.message}` };
  if (admin) {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    const server = startServer({ DATABASE_URL: url.toString(), DATA_DIR: fs.mkdtempSync('/tmp/inkcard-bench-pg-') });
    await waitUp();
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const started = performance.now();
    for (const statement of SEED) await client.query(statement);
    await client.query('VACUUM ANALYZE');
    await client.end();
    results.postgres = { seedS: Number(((performance.now() - started) / 1000).toFixed(1)), ...(await measure()) };
    await stop(server);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  cluster?.stop();
}

const failures = [];
for (const [engine, r] of Object.entries(results)) {
  if (r.skipped) {
    failures.push(`${engine}: ${r.skipped}`);
    continue;
  }
  for (const [endpoint, m] of Object.entries(r)) {
    if (typeof m === 'object' && m.medianMs >= BUDGET_MS)
      failures.push(`${engine} ${endpoint} median ${m.medianMs} ms`);
  }
}
console.log(`${VISITS.toLocaleString('en')} visits, ${DOWNLOADS.toLocaleString('en')} downloads, ${RUNS} runs each`);
for (const [engine, r] of Object.entries(results)) {
  console.log(`\n${engine}${r.seedS ? ` (seeded in ${r.seedS} s)` : ''}`);
  console.table(Object.fromEntries(Object.entries(r).filter(([, v]) => typeof v === 'object')));
}
fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench-results/stats.json'),
  JSON.stringify({ visits: VISITS, results, failures }, null, 2),
);
if (failures.length) {
  console.log(`OVER BUDGET: ${failures.join('; ')}`);
  process.exit(1);
}
console.log('within budget');
