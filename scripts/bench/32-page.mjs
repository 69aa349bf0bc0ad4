// Budget (issue 17): GET / (the SPA's HTML, compressed as a browser asks) under 200 concurrent
// connections reaches at least 50% of the requests/s of GET /api/health measured in the same run,
// with no errors; and the server's resident memory, reported idle and after the load runs, stays
// under its budgets. The app runs from the server bundle `npm start` serves, on the embedded
// database prepared as `npm install` prepares it, with the real built SPA.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DURATION = Number(process.env.BENCH_DURATION ?? 20);
const CONNECTIONS = 200;
const PORT = Number(process.env.BENCH_PAGE_PORT ?? 3995);
const BROWSER = {
  'accept-encoding': 'gzip, deflate, br, zstd',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
};
/** Resident memory budgets, in MB: idle on a prepared database (issue 29), and after both load runs. */
const IDLE_BUDGET_MB = 300;
const LOADED_BUDGET_MB = 480;

const built = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--if-stale'], { stdio: 'inherit' });
if (built.status !== 0) throw new Error('the build failed');
// The bundle always, so it matches the sources.
const bundled = spawnSync(process.execPath, ['build.mjs'], { cwd: path.join(root, 'apps/server'), stdio: 'inherit' });
if (bundled.status !== 0) throw new Error('the server bundle did not build');

const dataDir = fs.mkdtempSync('/tmp/inkcard-bench-page-');
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(PORT),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
  ADMIN_PASSWORD: 'bench-admin-pass-1',
  WEB_DIST: path.join(root, 'apps/web/dist'),
};
const main = path.join(root, 'apps/server/dist/main.js');
// As `npm install` does: create the database once, so the start below only opens it.
const prepared = spawnSync(process.execPath, [main, '--prepare-db'], { env, stdio: 'inherit' });
if (prepared.status !== 0) throw new Error('--prepare-db failed');

/** The server process's resident and peak memory, in MB, from /proc. */
function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function load(pathname) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `http://127.0.0.1:${PORT}${pathname}`, connections: CONNECTIONS, duration: DURATION, headers: BROWSER },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

const app = spawn(process.execPath, [main], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env });
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) break;
  } catch {
    /* starting */
  }
  if (i > 600) throw new Error('the server did not start');
  await sleep(100);
}
const page = await fetch(`http://127.0.0.1:${PORT}/`, { headers: BROWSER });
if (page.status !== 200 || !(await page.text()).includes('<div id="root">')) throw new Error('GET / is not the page');
// The sleeps here are what is measured: the server's memory after it has idled for a while.
await sleep(5_000);
const idle = memoryOf(app.pid);

const healthResult = await load('/api/health');
const pageResult = await load('/');
const loaded = memoryOf(app.pid);
// …and once it has had 10 s to give back what the load took.
await sleep(10_000);
const settled = memoryOf(app.pid);

const stopped = new Promise((resolve) => app.once('exit', resolve));
app.kill('SIGTERM');
await stopped;
fs.rmSync(dataDir, { recursive: true, force: true });

const summary = (r) => ({
  requestsPerSecond: Math.round(r.requests.average),
  p50Ms: r.latency.p50,
  p99Ms: r.latency.p99,
  total: r.requests.total,
  non2xx: r.non2xx,
  errors: r.errors,
  timeouts: r.timeouts,
});
const result = {
  durationS: DURATION,
  connections: CONNECTIONS,
  health: summary(healthResult),
  page: summary(pageResult),
  ratio: Number((pageResult.requests.average / healthResult.requests.average).toFixed(3)),
  memory: { idle, afterLoad: loaded, afterLoadSettled10s: settled },
};
const failures = [];
if (result.ratio < 0.5) failures.push(`GET / at ${(result.ratio * 100).toFixed(1)}% of /api/health < 50%`);
for (const [name, r] of [
  ['health', result.health],
  ['page', result.page],
]) {
  if (r.non2xx || r.errors || r.timeouts) failures.push(`${name}: errors during the run`);
}
if (idle.rssMb > IDLE_BUDGET_MB) failures.push(`idle RSS ${idle.rssMb} MB > ${IDLE_BUDGET_MB} MB`);
if (loaded.rssMb > LOADED_BUDGET_MB) failures.push(`RSS after load ${loaded.rssMb} MB > ${LOADED_BUDGET_MB} MB`);

console.table({ 'GET /api/health': result.health, 'GET / (br)': result.page });
console.log(
  `GET / at ${(result.ratio * 100).toFixed(1)}% of /api/health · RSS idle ${idle.rssMb} MB, after load ` +
    `${loaded.rssMb} MB (peak ${loaded.peakMb} MB), 10 s later ${settled.rssMb} MB`,
);
fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench-results/page.json'), JSON.stringify({ ...result, failures }, null, 2));
if (failures.length) {
  console.log(`OVER BUDGET: ${failures.join('; ')}`);
  process.exit(1);
}
console.log('within budget');
