#!/usr/bin/env node
// `npm run admin -- create | reset-password | set-role …`: the admin command line
// (apps/server/src/cli.ts). Runs the sources through tsx in a development tree, or the bundled
// apps/server/dist/cli.js where only the build is installed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const source = path.join(root, 'apps/server/src/cli.ts');
const bundle = path.join(root, 'apps/server/dist/cli.js');

let hasTsx;
try {
  createRequire(import.meta.url).resolve('tsx');
  hasTsx = true;
} catch {
  hasTsx = false;
}

const cmd = hasTsx && fs.existsSync(source) ? ['--import', 'tsx', source, ...args] : [bundle, ...args];
if (!hasTsx && !fs.existsSync(bundle)) {
  process.stderr.write('The server is not built: run `npm run build` first.\n');
  process.exit(1);
}
const res = spawnSync(process.execPath, cmd, { stdio: 'inherit', cwd: process.cwd(), env: process.env });
process.exit(res.status ?? 1);
