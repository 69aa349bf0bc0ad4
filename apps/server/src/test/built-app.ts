import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error -- a plain .mjs script without types
import { newest } from '../../../../scripts/build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const webDist = path.join(root, 'apps/web/dist');
/** What the SPA is built from (the server's own sources do not matter to the pool). */
const SOURCES = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite', 'apps/web/vite.config.ts', 'packages'];

const isFresh = (): boolean => {
  const manifest = path.join(webDist, 'templates.json');
  if (!fs.existsSync(manifest)) return false;
  const built = fs.statSync(manifest).mtimeMs;
  return SOURCES.every((s) => (newest as (p: string) => number)(path.join(root, s)) <= built);
};

/**
 * The built SPA the render tests draw with (apps/web/dist), built first when it is missing or
 * older than its sources (CI builds it at install, so there it is always fresh). Test files
 * running side by side build it once: the others wait for the first one's lock.
 * @returns the folder
 */
export function builtWebDist(): string {
  const lock = path.join(root, 'apps/web/.build-lock');
  for (let waited = 0; !isFresh(); waited++) {
    try {
      fs.mkdirSync(lock);
    } catch {
      if (waited > 600) throw new Error(`another build holds ${lock}`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1_000);
      continue;
    }
    try {
      const res = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], {
        cwd: path.join(root, 'apps/web'),
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      if (res.status !== 0) throw new Error('the app could not be built');
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
  return webDist;
}
