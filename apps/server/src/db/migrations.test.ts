import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The migrations are generated from schema.ts by drizzle-kit and applied at start; a schema edited
// without its migration would only fail at run time, on the first query of a missing column. This
// asks drizzle-kit itself, on a copy of the migrations, whether the schema needs another one.
const here = path.dirname(fileURLToPath(import.meta.url));
const schema = path.join(here, 'schema.ts');
const migrations = path.join(here, 'migrations');
// The package exports neither its bin nor its package.json; its main entry sits beside the bin.
const kitDir = path.dirname(createRequire(import.meta.url).resolve('drizzle-kit'));
const bin = path.join(kitDir, 'bin.cjs');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'inkcard-migrations-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** Runs drizzle-kit in the scratch folder, over a copy of the migrations (it writes into `out`). */
function drizzleKit(command: 'generate' | 'check') {
  fs.rmSync(path.join(scratch, 'migrations'), { recursive: true, force: true });
  fs.cpSync(migrations, path.join(scratch, 'migrations'), { recursive: true });
  // drizzle-kit reads `out` relative to the working directory, and the config must not import it.
  const config = { dialect: 'postgresql', schema, out: './migrations', migrations: { prefix: 'timestamp' } };
  fs.writeFileSync(path.join(scratch, 'drizzle.config.ts'), `export default ${JSON.stringify(config)};\n`);
  const res = spawnSync(process.execPath, [bin, command, '--config', 'drizzle.config.ts'], {
    cwd: scratch,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { status: res.status, output: `${res.stdout}${res.stderr}` };
}

describe('migrations', () => {
  it('match the schema: drizzle-kit finds nothing left to generate', () => {
    const before = fs.readdirSync(path.join(migrations)).length;
    const res = drizzleKit('generate');
    expect(res.output).toContain('No schema changes');
    expect(fs.readdirSync(path.join(scratch, 'migrations'))).toHaveLength(before);
    expect(res.status).toBe(0);
  });

  it('are consistent: drizzle-kit check finds no collisions in their history', () => {
    const res = drizzleKit('check');
    expect(res.status, res.output).toBe(0);
    expect(res.output).toMatch(/Everything's fine/);
  });
});
