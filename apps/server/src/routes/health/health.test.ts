import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStorageFull } from '../../db/errors';
import { buildUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';

describe('health and the error contract', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers ok with the database kind in use', async () => {
    const res = await server.request('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, status: 'ok', db: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
    // No build here (WEB_DIST points nowhere): rendering is off, the rest of the app serves.
    expect(res.body.render).toMatchObject({ state: 'unavailable', pages: 0, queued: 0 });
  });

  it('answers unknown API paths with a JSON 404 in the error shape', async () => {
    const res = await server.request('/api/does-not-exist', { headers: { 'accept-language': 'en-US' } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, code: 'ROUTE_NOT_FOUND', message: 'No such API endpoint' });
  });

  it('localises the message from Accept-Language', async () => {
    const res = await server.request('/api/nope', { headers: { 'accept-language': 'zh-CN,zh;q=0.9' } });
    expect(res.body.message).toBe('接口不存在');
  });

  it.each([
    ['{"email": ', 'truncated object'],
    ['not json at all', 'plain text'],
    ['{"a":1}}', 'trailing brace'],
    ['{"__proto__": {"x": 1}}', 'prototype pollution'],
  ])('answers malformed JSON (%s) with 400 and no stack trace', async (payload) => {
    const res = await server.request('/api/auth/login', {
      method: 'POST',
      body: payload,
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.code).toBe('INVALID_JSON');
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('sends the usual security headers, and is never cached', async () => {
    const res = await server.request('/api/health');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    // CSP frame-ancestors rules framing; the conflicting legacy header is not sent.
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('health that tells the truth', () => {
  it('answers 503 in the error shape once the database is gone, so a load balancer takes the instance out', async () => {
    const server = await startTestServer();
    try {
      expect((await server.request('/api/health')).status).toBe(200);
      // The embedded database's worker stops (or the PostgreSQL pool is gone).
      await server.deps.database.close();
      const res = await server.request('/api/health', { headers: { 'accept-language': 'en' } });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        success: false,
        code: 'SERVICE_UNAVAILABLE',
        message: 'The service is temporarily unavailable, please try again later',
        status: 'down',
      });
      // Other routes answer 503 too, not 500.
      const login = await server.request('/api/auth/captcha');
      expect(login.status).toBe(503);
      expect(login.body.code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await server.close();
    }
  });
});

describe('a full disk (issue 31)', () => {
  /**
   * Makes the database refuse every write to these tables the way a full disk does: PostgreSQL
   * (and PGlite, whose file system reports ENOSPC to it) raises SQLSTATE 53100 disk_full. A
   * trigger raises that very error, since a test cannot fill the machine's disk.
   */
  async function fillDisk(server: TestServer, tables: string[]): Promise<() => Promise<void>> {
    const { db } = server.deps.database;
    await db.execute(
      sql.raw(`create or replace function test_disk_full() returns trigger language plpgsql as $$
        begin raise exception using errcode = '53100', message = 'could not extend file: No space left on device'; end $$`),
    );
    for (const table of tables) {
      await db.execute(
        sql.raw(`create trigger test_disk_full before insert or update on ${table}
          for each row execute function test_disk_full()`),
      );
    }
    return async () => {
      for (const table of tables) await db.execute(sql.raw(`drop trigger test_disk_full on ${table}`));
    };
  }

  it('answers a write 503 STORAGE_FULL, and health says degraded until a write works again', async () => {
    const server = await startTestServer();
    try {
      const { token } = await buildUser(server.deps.database.db);
      const freeSpace = await fillDisk(server, ['users', 'rate_limits', 'app_settings']);
      const save = await server.request('/api/users/profile', {
        method: 'PUT',
        json: { username: 'full_disk' },
        token,
        headers: { 'accept-language': 'en' },
      });
      expect(save.status).toBe(503);
      expect(save.body).toEqual({
        success: false,
        code: 'STORAGE_FULL',
        message: 'The server is out of storage space and cannot save right now, please try again later',
      });
      const degraded = await server.request('/api/health', { headers: { 'accept-language': 'en' } });
      expect(degraded.status).toBe(503);
      expect(degraded.body).toMatchObject({ success: false, code: 'STORAGE_FULL', status: 'degraded' });
      // Every route that writes answers alike (its rate-limit counter is a write too).
      const me = await server.request('/api/auth/me', { token });
      expect([me.status, me.body.code]).toEqual([503, 'STORAGE_FULL']);

      await freeSpace();
      const healthy = await server.request('/api/health');
      expect(healthy.status).toBe(200);
      expect(healthy.body.status).toBe('ok');
      const saved = await server.request('/api/users/profile', {
        method: 'PUT',
        json: { username: 'room_again' },
        token,
      });
      expect(saved.status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('counts a file system out of space (ENOSPC) as a full disk, like SQLSTATE class 53', () => {
    let enospc: unknown;
    try {
      fs.writeFileSync('/dev/full', 'x');
    } catch (error) {
      enospc = error;
    }
    expect((enospc as NodeJS.ErrnoException).code).toBe('ENOSPC');
    expect(isStorageFull(enospc)).toBe(true);
    expect(isStorageFull({ code: '53100' })).toBe(true);
    expect(isStorageFull(new Error('wrapped', { cause: { code: '53200' } }))).toBe(true);
    expect(isStorageFull({ code: '23505' })).toBe(false);
    expect(isStorageFull(new Error('other'))).toBe(false);
  });
});
