#!/usr/bin/env node
// `npm run bench`: runs every benchmark in scripts/bench/ in order (or those named on the
// command line, e.g. `npm run bench -- parse export`) and prints their figures.
// Each benchmark prints its own table and writes bench-results/<name>.json.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'scripts/bench');
const wanted = process.argv.slice(2);
const files = fs
  .readdirSync(dir)
  .filter((f) => /\.(mjs|ts)$/.test(f))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.includes(w)))
  .sort();
fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });

let failed = 0;
for (const file of files) {
  console.log(`\n=== bench: ${file}`);
  const args = file.endsWith('.ts') ? ['--import', 'tsx', path.join(dir, file)] : [path.join(dir, file)];
  const res = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (res.status !== 0) {
    failed++;
    console.log(`=== ${file} FAILED (exit ${res.status})`);
  }
}
console.log(`\n${files.length - failed} benchmarks met their budgets, ${failed} did not.`);
process.exit(failed ? 1 : 0);
