#!/usr/bin/env node
// Builds what `npm start` serves: the SPA (apps/web/dist, pre-compressed) and the server bundle
// (apps/server/dist). With --if-stale it does nothing when no source changed since the last build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const stampFile = path.join(root, '.build-stamp');
const SOURCES = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/vite',
  // The home page's hero shows three of the visual baselines.
  'e2e/visual/__baselines__',
  'apps/server/src',
  'apps/server/build.mjs',
  'packages/shared/src',
  'packages/card-engine/src',
  'packages/card-templates/src',
  'package-lock.json',
];

/** The newest modification time under a path (dist and node_modules left out). */
export function newest(p) {
  let stat;
  try {
    stat = fs.statSync(p);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    max = Math.max(max, newest(path.join(p, entry)));
  }
  return max;
}

/** Whether the build is missing or older than a source. */
export function isStale() {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) return true;
  if (!fs.existsSync(path.join(root, 'apps/server/dist/main.js'))) return true;
  if (!fs.existsSync(path.join(root, 'apps/server/dist/worker.js'))) return true;
  let stamp = 0;
  try {
    stamp = Number(fs.readFileSync(stampFile, 'utf8'));
  } catch {
    return true;
  }
  return SOURCES.some((s) => newest(path.join(root, s)) > stamp);
}

function run(cmd, cmdArgs, cwd) {
  const res = spawnSync(cmd, cmdArgs, { cwd, stdio: 'inherit', env: process.env });
  if (res.status !== 0) throw new Error(`${cmd} ${cmdArgs.join(' ')} failed`);
}

/** Writes .gz and .br beside every compressible asset so @fastify/static can serve them directly. */
function precompress(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      precompress(file);
      continue;
    }
    if (!/\.(js|css|html|svg|json|txt|map|wasm)$/.test(entry.name)) continue;
    const data = fs.readFileSync(file);
    if (data.length < 1024) continue;
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
}

/** Creates the default embedded database once, so the first `npm start` answers within seconds. */
function prepareDatabase() {
  if (process.env.DATABASE_URL || process.env.DATA_DIR) return;
  if (fs.existsSync(path.join(root, 'data/pglite/PG_VERSION'))) return;
  console.log('[build] preparing the embedded database in ./data …');
  const res = spawnSync(process.execPath, [path.join(root, 'apps/server/dist/main.js'), '--prepare-db'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, LOG_LEVEL: 'warn' },
  });
  if (res.status !== 0) console.warn('[build] could not prepare ./data; it will be created on first start');
}

function build() {
  const started = Date.now();
  const startStamp = Date.now();
  console.log('[build] web (vite)…');
  run('npx', ['vite', 'build', '--logLevel', 'warn'], path.join(root, 'apps/web'));
  precompress(path.join(root, 'apps/web/dist'));
  console.log('[build] server (esbuild)…');
  run('node', ['build.mjs'], path.join(root, 'apps/server'));
  fs.writeFileSync(stampFile, String(startStamp));
  prepareDatabase();
  console.log(`[build] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  if (args.has('--if-stale') && !isStale()) {
    prepareDatabase();
    process.exit(0);
  }
  try {
    build();
  } catch (error) {
    console.error(`[build] ${error.message}`);
    // During `npm install` a failed build must not hide the install; `npm start` builds again loudly.
    process.exit(args.has('--quiet-fail') ? 0 : 1);
  }
}
