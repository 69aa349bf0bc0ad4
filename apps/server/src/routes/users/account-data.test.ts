import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadEvents, pageVisits, users, verificationCodes } from '../../db/schema';
import { loginWithCaptcha } from '../../test/auth-helpers';
import { buildUser } from '../../test/factories';
import { captureMail } from '../../test/mail';
import { startTestServer, type TestServer } from '../../test/test-server';
import { trackingWriterFor } from '../../tracking/tracking-writer';

const BROWSER = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
};

/** A user with something in every table that keeps something of a user. */
async function userWithData(server: TestServer) {
  const built = await buildUser(server.deps.database.db);
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('avatar', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
  expect((await server.request('/api/users/avatar', { method: 'POST', body: form, token: built.token })).status).toBe(
    200,
  );
  const headers = { ...BROWSER, authorization: `Bearer ${built.token}` };
  expect(
    (
      await server.request('/api/card-downloads/record', {
        json: {
          cardType: 'quote',
          template: 'quote/fashion',
          title: 'my quote',
          userInfo: { email: built.user.email },
        },
        headers,
      })
    ).status,
  ).toBe(202);
  expect((await server.request('/api/visits/record', { json: { path: '/quote' }, headers })).status).toBe(202);
  expect(
    (await server.request('/api/auth/send-verification-code', { json: { email: built.user.email, purpose: 'reset' } }))
      .status,
  ).toBe(200);
  const apiToken = await server.request('/api/api-tokens', { json: { name: 'my script' }, token: built.token });
  expect(apiToken.status).toBe(201);
  await trackingWriterFor(server.deps).flush();
  return { ...built, apiToken: apiToken.body.token as string };
}

describe('a signed-in user’s own data (issue 31 §8)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ CAPTCHA_TEST_ANSWER: 'e2e8', AUTH_RATE_LIMIT_SCALE: '100' });
    captureMail(server);
  });
  afterAll(() => server.close());

  it('exports everything kept about them, as a file, and nothing of anyone else', async () => {
    const { user, token, apiToken } = await userWithData(server);
    const other = await userWithData(server);
    const res = await server.request('/api/users/me/data', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="inkcard-data-${user.id}.json"`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = new TextDecoder().decode(res.raw);
    const { sections } = JSON.parse(text);
    expect(sections.account).toMatchObject({ id: user.id, email: user.email, username: user.username });
    expect(sections.sessions.length).toBeGreaterThan(0);
    expect(sections.avatar.dataUrl).toMatch(/^data:image\/webp;base64,/);
    expect(sections.downloads).toEqual([expect.objectContaining({ cardType: 'quote', title: 'my quote' })]);
    expect(sections.pageViews).toEqual([expect.objectContaining({ path: '/quote' })]);
    expect(sections.emailCodes).toEqual([expect.objectContaining({ purpose: 'reset', mailed: true })]);
    expect(sections.apiTokens).toEqual([expect.objectContaining({ name: 'my script', revokedAt: null })]);
    expect(sections.renderLinks).toEqual([]);
    expect(sections.cards).toEqual([]);
    // Never a secret, and nothing of the other user.
    expect(text).not.toContain(token);
    expect(text).not.toContain(apiToken);
    expect(text).not.toMatch(/password|tokenHash|codeHash|"\$argon2/i);
    expect(text).not.toContain(other.user.email);
  });

  it('asks who is asking', async () => {
    expect((await server.request('/api/users/me/data')).status).toBe(401);
    expect((await server.request('/api/users/me', { method: 'DELETE', json: { password: 'x' } })).status).toBe(401);
  });

  it('deletes the account only with its password, then ends every session and removes or anonymises all of it', async () => {
    const { user, token, password } = await userWithData(server);
    const second = await loginWithCaptcha(server, { email: user.email, password });
    const { db } = server.deps.database;

    const refused = await server.request('/api/users/me', {
      method: 'DELETE',
      json: { password: 'not-my-password' },
      token,
      headers: { 'x-locale': 'en' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('CURRENT_PASSWORD_WRONG');
    expect((await server.request('/api/auth/me', { token })).status).toBe(200);

    const avatarUrl = `/uploads/avatars/${(await db.select().from(users).where(eq(users.id, user.id)))[0]!.avatar}`;
    expect((await server.request(avatarUrl)).status).toBe(200);
    const deleted = await server.request('/api/users/me', {
      method: 'DELETE',
      json: { password },
      token,
      headers: { 'x-locale': 'en' },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, message: 'Your account has been deleted, along with your data' });

    for (const t of [token, second.body.token as string]) {
      expect((await server.request('/api/auth/me', { token: t })).status).toBe(401);
    }
    expect((await server.request(avatarUrl)).status).toBe(404);
    expect((await loginWithCaptcha(server, { email: user.email, password })).status).toBe(401);
    const count = async (table: string, column: string) =>
      (
        (await db.execute(sql.raw(`select count(*)::int as n from ${table} where ${column} = ${user.id}`))) as {
          rows: { n: number }[];
        }
      ).rows[0]!.n;
    expect(await count('users', 'id')).toBe(0);
    expect(await count('sessions', 'user_id')).toBe(0);
    expect(await count('avatars', 'user_id')).toBe(0);
    expect(await count('api_tokens', 'user_id')).toBe(0);
    expect(await db.select().from(verificationCodes).where(eq(verificationCodes.email, user.email))).toEqual([]);
    // Usage stays in the statistics, without the account.
    expect(await db.select().from(downloadEvents).where(eq(downloadEvents.userId, user.id))).toEqual([]);
    expect(await db.select().from(pageVisits).where(eq(pageVisits.userId, user.id))).toEqual([]);
    const kept = await db.select().from(downloadEvents).where(eq(downloadEvents.title, 'my quote'));
    expect(kept.some((row) => row.userId === null && row.userInfo === null)).toBe(true);
  });

  it('keeps the last super admin', async () => {
    // A test server creates no super admin of its own.
    expect(await server.deps.database.db.select().from(users).where(eq(users.role, 'superAdmin'))).toEqual([]);
    const { token, password } = await buildUser(server.deps.database.db, { role: 'superAdmin' });
    const res = await server.request('/api/users/me', { method: 'DELETE', json: { password }, token });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('LAST_SUPER_ADMIN_LEAVING');
    const heir = await buildUser(server.deps.database.db, { role: 'superAdmin' });
    expect((await server.request('/api/users/me', { method: 'DELETE', json: { password }, token })).status).toBe(200);
    expect((await server.request('/api/auth/me', { token: heir.token })).status).toBe(200);
  });
});
