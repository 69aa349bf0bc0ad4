// Bundles the server (with the workspace packages it uses) into dist/; npm dependencies stay external.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@inkcard/'));
const entries = [
  'src/main.ts',
  'src/cli.ts',
  'src/render-cli.ts',
  'src/mcp-stdio.ts',
  'src/worker.ts',
  'src/db/pglite-worker.ts',
].filter((e) => fs.existsSync(path.join(here, e)));

fs.rmSync(path.join(here, 'dist'), { recursive: true, force: true });
await build({
  // Flat output: dist/main.js, dist/cli.js, dist/render-cli.js, dist/mcp-stdio.js, dist/worker.js and
  // dist/pglite-worker.js, which db/client.ts finds beside it.
  entryPoints: entries.map((e) => ({ in: path.join(here, e), out: path.basename(e, '.ts') })),
  outdir: path.join(here, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((e) => `${e}/*`)],
  logLevel: 'warning',
  // Bundled CommonJS code may still call require() for Node built-ins.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
fs.cpSync(path.join(here, 'src/db/migrations'), path.join(here, 'dist/migrations'), { recursive: true });
fs.cpSync(path.join(here, 'src/data'), path.join(here, 'dist/data'), { recursive: true });
