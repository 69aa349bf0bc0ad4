// Runs one of the server's bundled entries (apps/server/dist/<name>.js) in this process, building
// first when the build is missing or stale. The build's output goes to stderr, so an entry whose
// stdout is data (a PNG, the MCP protocol) is never mixed with it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isStale } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Builds if needed, then imports the bundled entry.
 * @param {string} name - the entry: render-cli, mcp-stdio or worker
 */
export async function runBuilt(name) {
  if (isStale()) {
    process.stderr.write('[inkcard] building the app first (once)…\n');
    const res = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], {
      stdio: ['ignore', process.stderr, process.stderr],
    });
    if (res.status !== 0) {
      process.stderr.write('[inkcard] the build failed; run `npm run build` to see why\n');
      process.exit(1);
    }
  }
  process.env.NODE_ENV ??= 'production';
  await import(pathToFileURL(path.join(root, `apps/server/dist/${name}.js`)).href);
}
