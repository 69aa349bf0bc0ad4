import { afterEach, describe, expect, it } from 'vitest';
import { countUsersWithRole, findUserByEmail, insertUser } from '../db/queries/users';
import { startTestServer, type TestServer } from '../test/test-server';
import { ensureSuperAdmin } from './ensure-super-admin';

describe('ensureSuperAdmin', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('creates one super admin when instances start together, and none of them fails', async () => {
    server = await startTestServer();
    const { db } = server.deps.database;
    const env = { ...server.deps.env, ADMIN_EMAIL: 'first-admin@inkcard.local', ADMIN_PASSWORD: 'Bootstrap-pass-1' };
    // Staggered like processes booting at slightly different speeds: some count before the first
    // insert and read the address after it.
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        new Promise((resolve) => setTimeout(resolve, i * 3)).then(() => ensureSuperAdmin(db, env)),
      ),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await countUsersWithRole(db, 'superAdmin')).toBe(1);
    expect((await findUserByEmail(db, 'first-admin@inkcard.local'))?.role).toBe('superAdmin');
  });

  it('never takes over an address an ordinary user registered', async () => {
    server = await startTestServer();
    const { db } = server.deps.database;
    await insertUser(db, { username: 'squatter', email: 'taken@inkcard.local', passwordHash: 'x', role: 'normal' });
    const env = { ...server.deps.env, ADMIN_EMAIL: 'Taken@inkcard.local', ADMIN_PASSWORD: 'Bootstrap-pass-1' };
    await expect(ensureSuperAdmin(db, env)).rejects.toThrow(/belongs to an existing non-superAdmin user/);
    expect((await findUserByEmail(db, 'taken@inkcard.local'))?.role).toBe('normal');
    expect(await countUsersWithRole(db, 'superAdmin')).toBe(0);
  });
});
