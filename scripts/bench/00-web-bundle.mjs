// Budget (issue 3): the home page's initial JavaScript ≤ 150 KB gzip; a maker's code loads only
// when its route is visited. Also: `npm start` answers its first request within 5 s on an
// installed tree. Measured in Debian chromium against a production build.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = Number(process.env.BENCH_PORT ?? 3990);
const dataDir = fs.mkdtempSync('/tmp/inkcard-bench-');

const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--if-stale'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(1);

const serverEnv = {
  ...process.env,
  PORT: String(PORT),
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  ADMIN_PASSWORD: 'bench-pass-123',
};

/** Starts `npm start`'s script and times its first answered request. */
async function timeStart() {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], { env: serverEnv, stdio: 'ignore' });
  for (let i = 0; i < 600; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}/api/health`);
      if (res.ok) return { child, ms: performance.now() - started };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return { child, ms: -1 };
}

// "An installed tree": `npm install` has built the app and prepared the embedded database.
spawnSync(process.execPath, [path.join(root, 'apps/server/dist/main.js'), '--prepare-db'], { env: serverEnv });
const { child: server, ms: firstAnswerMs } = await timeStart();

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
const scripts = new Set();
page.on('response', (res) => {
  if (res.request().resourceType() === 'script') scripts.add(new URL(res.url()).pathname);
});
await page.goto(`http://127.0.0.1:${PORT}/`, { waitUntil: 'networkidle' });
const homeScripts = [...scripts];
const gzipSize = (p) => zlib.gzipSync(fs.readFileSync(path.join(root, 'apps/web/dist', p))).length;
const homeJsGzip = homeScripts.reduce((sum, p) => sum + gzipSize(p), 0);
const makerOnHome = homeScripts.filter((p) => /(Quote|Blessing|Profile|Article|Note)MakerPage/.test(p));
scripts.clear();
await page.goto(`http://127.0.0.1:${PORT}/quote`, { waitUntil: 'networkidle' });
const quoteLoadsMaker = [...scripts].some((p) => p.includes('QuoteMakerPage'));
// zod (25 KB compressed) is for the server and the pages that validate forms, never for a first
// page or a maker: once a maker's save client parsed a 409 with a schema and carried it (issue 29).
const zodIn = (paths) =>
  paths.filter((p) => fs.readFileSync(path.join(root, 'apps/web/dist', p), 'utf8').includes('._zod.'));
const zodOnFirstPages = [...zodIn(homeScripts), ...zodIn([...scripts])];
await browser.close();
server.kill('SIGTERM');

const result = {
  firstAnswerMs: Math.round(firstAnswerMs),
  homeJsGzipKB: +(homeJsGzip / 1024).toFixed(1),
  homeScripts: homeScripts.length,
  makerCodeOnHome: makerOnHome,
  quoteRouteLoadsItsChunk: quoteLoadsMaker,
  zodOnHomeOrQuote: zodOnFirstPages.join(' '),
};
console.table(result);
fs.writeFileSync(path.join(root, 'bench-results/web-bundle.json'), JSON.stringify(result, null, 2));
const ok =
  firstAnswerMs > 0 &&
  firstAnswerMs < 5000 &&
  homeJsGzip <= 150 * 1024 &&
  makerOnHome.length === 0 &&
  quoteLoadsMaker &&
  zodOnFirstPages.length === 0;
console.log(ok ? 'within budget' : 'OVER BUDGET');
process.exit(ok ? 0 : 1);
