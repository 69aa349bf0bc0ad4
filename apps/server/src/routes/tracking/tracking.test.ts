import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { KINDS } from '@inkcard/card-engine';
import { TRACK_PATH_MAX, TRACK_REFERRER_MAX, TRACK_TEMPLATE_MAX, TRACK_TITLE_MAX } from '@inkcard/shared';
import { startTestServer, type TestServer } from '../../test/test-server';
import { buildAdmin, buildUser } from '../../test/factories';
import { trackingWriterFor } from '../../tracking/tracking-writer';

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const ua = { 'user-agent': BROWSER };

let server: TestServer;
const db = () => server.deps.database.db;
const flush = () => trackingWriterFor(server.deps).flush();
const rows = async <T>(query: ReturnType<typeof sql>) => ((await db().execute(query)) as { rows: T[] }).rows;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT: 'false' });
});
afterAll(() => server.close());

describe('POST /api/visits/record', () => {
  it('acknowledges at once and stores the visit with a daily visitor hash, never the address', async () => {
    const path = `/quote-${Date.now()}`;
    const res = await server.request('/api/visits/record', {
      json: { path, referrer: 'https://example.com/a', title: '名言卡片' },
      headers: ua,
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ success: true });
    await flush();
    const [row] = await rows<Record<string, unknown>>(sql`SELECT * FROM page_visits WHERE path = ${path}`);
    expect(row).toMatchObject({ referrer: 'https://example.com/a', title: '名言卡片', user_id: null, is_admin: false });
    expect(row?.visitor_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain('127.0.0.1');
  });

  it('records the user behind a user token and flags an admin token', async () => {
    const user = await buildUser(db());
    const admin = await buildAdmin(db());
    const path = `/who-${Date.now()}`;
    await server.request('/api/visits/record', { json: { path }, token: user.token, headers: ua });
    await server.request('/api/visits/record', { json: { path }, token: admin.adminToken, headers: ua });
    await server.request('/api/visits/record', { json: { path }, token: 'x'.repeat(43), headers: ua });
    await flush();
    const stored = await rows<{ user_id: number | null; is_admin: boolean }>(
      sql`SELECT user_id, is_admin FROM page_visits WHERE path = ${path} ORDER BY id`,
    );
    expect(stored).toEqual([
      { user_id: user.user.id, is_admin: false },
      { user_id: admin.user.id, is_admin: true },
      { user_id: null, is_admin: false },
    ]);
  });

  it.each([
    ['no path', { referrer: '' }],
    ['a path without a leading slash', { path: 'quote' }],
    ['a path over the cap', { path: '/' + 'a'.repeat(TRACK_PATH_MAX) }],
    ['a referrer over the cap', { path: '/a', referrer: 'r'.repeat(TRACK_REFERRER_MAX + 1) }],
    ['a title over the cap', { path: '/a', title: 't'.repeat(TRACK_TITLE_MAX + 1) }],
    ['a number for a path', { path: 42 }],
  ])('refuses %s with 400 and stores nothing', async (_label, body) => {
    const before = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM page_visits`);
    const res = await server.request('/api/visits/record', { json: body, headers: { ...ua, 'accept-language': 'en' } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    await flush();
    expect(await rows(sql`SELECT count(*)::int AS n FROM page_visits`)).toEqual(before);
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const res = await server.request('/api/visits/record', {
      method: 'POST',
      body: '{"path":',
      headers: { ...ua, 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
  });

  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['a headless browser', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/120.0 Safari/537.36'],
    ['curl', 'curl/8.5.0'],
  ])('acknowledges %s but does not store it', async (_label, agent) => {
    const path = `/bot-${Math.random().toString(36).slice(2)}`;
    const res = await server.request('/api/visits/record', { json: { path }, headers: { 'user-agent': agent } });
    expect(res.status).toBe(202);
    await flush();
    expect(await rows(sql`SELECT id FROM page_visits WHERE path = ${path}`)).toEqual([]);
  });

  it('stores a visit that names no user agent, as load-testing tools send them', async () => {
    const path = `/no-agent-${Math.random().toString(36).slice(2)}`;
    // node:http, not fetch: fetch always sends a user agent of its own.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const req = http.request(`${server.url}/api/visits/record`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode);
      });
      req.on('error', reject);
      req.end(JSON.stringify({ path }));
    });
    expect(status).toBe(202);
    await flush();
    expect(await rows(sql`SELECT id FROM page_visits WHERE path = ${path}`)).toHaveLength(1);
  });
});

describe('the tracking endpoints as HTTP resources', () => {
  it('answer like every other API: nosniff, a localised error shape, and 404 for other methods', async () => {
    const ok = await server.request('/api/visits/record?utm=1', { json: { path: '/q' }, headers: ua });
    expect(ok.status).toBe(202);
    expect(ok.headers.get('x-content-type-options')).toBe('nosniff');
    expect(ok.headers.get('content-type')).toBe('application/json; charset=utf-8');

    const wrongType = await server.request('/api/visits/record', {
      method: 'POST',
      body: 'path=/q',
      headers: { ...ua, 'content-type': 'text/plain', 'accept-language': 'zh-CN' },
    });
    expect(wrongType.status).toBe(415);
    expect(wrongType.body).toEqual({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE', message: '不支持的内容类型' });

    const huge = await server.request('/api/visits/record', {
      json: { path: '/q', title: 'x'.repeat(40_000) },
      headers: { ...ua, 'accept-language': 'en' },
    });
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });

    const get = await server.request('/api/visits/record', { headers: ua });
    expect(get.status).toBe(404);
    expect(get.body).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });

    const empty = await server.request('/api/visits/record', { method: 'POST', headers: ua });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', fields: { path: 'invalid_type' } });
  });

  it('stores text the database could refuse (NUL, lone surrogates) cleaned, and keeps the pipeline flowing', async () => {
    const path = `/nul-${Date.now()}`;
    const poisonous = { path: `${path}\u0000`, title: 'bad \ud800 title\u0000', referrer: 'tab\there\\and\nline' };
    // JSON.stringify writes them as the escapes \u0000 and \ud800, which PostgreSQL refuses.
    const res = await server.request('/api/visits/record', { json: poisonous, headers: ua });
    expect(res.status).toBe(202);
    const after = `/after-${Date.now()}`;
    await server.request('/api/visits/record', { json: { path: after }, headers: ua });
    const download = await server.request('/api/card-downloads/record', {
      json: {
        cardType: 'profile',
        template: 'p\u0000',
        title: 'x',
        userInfo: { username: 'a\u0000b', email: '\udc00' },
      },
      headers: ua,
    });
    expect(download.status).toBe(202);
    await flush();
    const stored = await rows<{ path: string; title: string; referrer: string }>(
      sql`SELECT path, title, referrer FROM page_visits WHERE path IN (${path}, ${after}) ORDER BY id`,
    );
    expect(stored).toEqual([
      { path, title: 'bad \ufffd title', referrer: 'tab\there\\and\nline' },
      { path: after, title: '', referrer: '' },
    ]);
    const [event] = await rows<{ template: string; user_info: unknown }>(
      sql`SELECT template, user_info FROM download_events WHERE template = 'p' ORDER BY id DESC LIMIT 1`,
    );
    expect(event).toEqual({ template: 'p', user_info: { username: 'ab', email: '\ufffd' } });
  });
});

describe('POST /api/card-downloads/record', () => {
  it('stores a download, cutting a quote’s title to 30 characters, with user info and token', async () => {
    const user = await buildUser(db());
    const template = `quote/t${Date.now()}`.slice(0, 30);
    const text = '一二三四五六七八九十'.repeat(4);
    const res = await server.request('/api/card-downloads/record', {
      json: { cardType: 'quote', template, title: text, userInfo: { username: 'amy', email: 'amy@qq.com', id: 7 } },
      token: user.token,
      headers: ua,
    });
    expect(res.status).toBe(202);
    await flush();
    const [row] = await rows<Record<string, unknown>>(sql`SELECT * FROM download_events WHERE template = ${template}`);
    expect(row).toMatchObject({
      card_type: 'quote',
      title: text.slice(0, 30),
      user_id: user.user.id,
      user_info: { username: 'amy', email: 'amy@qq.com', id: 7 },
    });
  });

  // A kind registered in the engine but missing from CARD_TYPES or the database's card_type enum
  // (a migration not generated) would fail here, not on a visitor's first download of it.
  it('stores a download of every registered kind', async () => {
    const stamp = Date.now().toString(36);
    for (const kind of KINDS) {
      const res = await server.request('/api/card-downloads/record', {
        json: { cardType: kind.id, template: `${kind.id}/k${stamp}`.slice(0, TRACK_TEMPLATE_MAX) },
        headers: ua,
      });
      expect(res.status, kind.id).toBe(202);
    }
    await flush();
    const stored = await rows<{ card_type: string }>(
      sql`SELECT card_type FROM download_events WHERE template LIKE ${`%/k${stamp}`}`,
    );
    expect(stored.map((r) => r.card_type).sort()).toEqual(KINDS.map((k) => k.id).sort());
  });

  it('accepts an admin token for the download record (spec §6)', async () => {
    const admin = await buildAdmin(db());
    const template = `profile/a${Date.now()}`;
    await server.request('/api/card-downloads/record', {
      json: { cardType: 'profile', template, title: 'Amy' },
      headers: { ...ua, 'admin-token': admin.adminToken },
    });
    await flush();
    const [row] = await rows<{ user_id: number }>(
      sql`SELECT user_id FROM download_events WHERE template = ${template}`,
    );
    expect(row?.user_id).toBe(admin.user.id);
  });

  it.each([
    ['an unknown card type', { cardType: 'no-such-kind', template: 'x' }],
    ['no template', { cardType: 'quote' }],
    ['a template over the cap', { cardType: 'quote', template: 't'.repeat(TRACK_TEMPLATE_MAX + 1) }],
    ['user info of the wrong shape', { cardType: 'quote', template: 'x', userInfo: { email: 'e'.repeat(300) } }],
  ])('refuses %s with 400', async (_label, body) => {
    const res = await server.request('/api/card-downloads/record', { json: body, headers: ua });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });
});

describe('the batch writer and shutdown', () => {
  it('writes every acknowledged visit when the app closes', async () => {
    const s = await startTestServer({ RATE_LIMIT: 'false' });
    let closed = false;
    try {
      const sent = 1_234;
      const results = await Promise.all(
        Array.from({ length: sent }, (_, i) =>
          s.request('/api/visits/record', { json: { path: `/burst/${i % 7}` }, headers: ua }),
        ),
      );
      const acknowledged = results.filter((r) => r.status === 202).length;
      expect(acknowledged).toBe(sent);
      await s.app.close();
      closed = true;
      const count = async (query: ReturnType<typeof sql>) =>
        ((await s.deps.database.db.execute(query)) as { rows: { n: number }[] }).rows[0]?.n;
      expect(await count(sql`SELECT count(*)::int AS n FROM page_visits`)).toBe(sent);
      expect(await count(sql`SELECT sum(count)::int AS n FROM visit_daily_counts`)).toBe(sent);
    } finally {
      if (closed) {
        s.deps.mailer.close();
        await s.deps.database.close();
      } else await s.close();
    }
  });
});

describe('rate limits', () => {
  it('limits each address to 120 tracking requests a minute', async () => {
    const s = await startTestServer({ RATE_LIMIT: 'true' });
    // Inside one minute whatever the wall clock does (a run that crossed a minute let 121 through):
    // the middle of a minute two ahead, whose counters nothing expires while the test runs.
    const minute = (Math.floor(Date.now() / 60_000) + 2) * 60_000;
    s.deps.now = () => minute + 30_000;
    try {
      const statuses = [];
      for (let i = 0; i < 121; i += 1) {
        statuses.push((await s.request('/api/visits/record', { json: { path: '/r' }, headers: ua })).status);
      }
      expect(statuses.filter((x) => x === 202)).toHaveLength(120);
      expect(statuses.at(-1)).toBe(429);
      const limited = await s.request('/api/visits/record', {
        json: { path: '/r' },
        headers: { ...ua, 'accept-language': 'en' },
      });
      expect(limited.body.code).toBe('RATE_LIMITED');
    } finally {
      await s.close();
    }
  });
});
