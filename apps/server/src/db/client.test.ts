import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client';

const dirs: string[] = [];
const tempDir = (): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkcard-db-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

// Each test starts the embedded database (WebAssembly) two or three times in fresh worker threads:
// seconds on a quiet machine, far more on a busy two-core one, so these get their own time limit.
const OPENS_TIMEOUT_MS = 120_000;

describe('the embedded database on its worker thread', () => {
  it(
    'keeps data across a close and reopen, commits transactions and rolls back failed ones',
    async () => {
      const dir = tempDir();
      const first = await openDatabase({ pgliteDir: dir });
      await first.db.execute(sql`CREATE TABLE notes (id int PRIMARY KEY, body text)`);
      await first.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO notes VALUES (1, 'kept')`);
      });
      await expect(
        first.db.transaction(async (tx) => {
          await tx.execute(sql`INSERT INTO notes VALUES (2, 'rolled back')`);
          throw new Error('abort');
        }),
      ).rejects.toThrow('abort');
      const duplicate = first.db.execute(sql`INSERT INTO notes VALUES (1, 'again')`);
      await expect(duplicate).rejects.toMatchObject({ cause: { code: '23505' } });
      await first.close();

      const again = await openDatabase({ pgliteDir: dir });
      const { rows } = (await again.db.execute(sql`SELECT id, body FROM notes ORDER BY id`)) as { rows: unknown[] };
      expect(rows).toEqual([{ id: 1, body: 'kept' }]);
      await again.close();
    },
    OPENS_TIMEOUT_MS,
  );

  it.runIf(process.platform === 'linux')(
    'refuses a second opener of the same directory while the first holds it',
    async () => {
      const dir = tempDir();
      const first = await openDatabase({ pgliteDir: dir });
      await expect(openDatabase({ pgliteDir: dir })).rejects.toThrow(/in use by another process/);
      await first.close();
      const second = await openDatabase({ pgliteDir: dir });
      await second.close();
    },
    OPENS_TIMEOUT_MS,
  );
});
