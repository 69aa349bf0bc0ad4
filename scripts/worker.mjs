#!/usr/bin/env node
// `npm run worker`: build what is missing or stale, then run a render worker (issue 28): batch
// cards from the shared queue, rendered in its own chromium pool; no HTTP but its health answer.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isStale } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (isStale()) {
  const res = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.join(root, 'apps/server/dist/worker.js')).href);
