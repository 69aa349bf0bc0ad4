import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiToken, buildUser } from '../../test/factories';
import { builtWebDist } from '../../test/built-app';
import { startTestServer, type TestServer } from '../../test/test-server';

// The public API on a real server, a real build of the SPA and Debian's chromium (one warm page).
const QUOTE_ZH = '名言内容：行到水穷处，坐看云起时。\n作者：王维\n出处：《终南别业》';

async function size(png: ArrayBuffer | Uint8Array): Promise<{ width?: number; height?: number; format?: string }> {
  const meta = await sharp(Buffer.from(png as ArrayBuffer)).metadata();
  return { width: meta.width, height: meta.height, format: meta.format };
}

describe('the public API v1', () => {
  let server: TestServer;
  let token: string;
  let userId: number;
  let sessionToken: string;

  beforeAll(async () => {
    const webDist = builtWebDist();
    server = await startTestServer({ WEB_DIST: webDist, RENDER_CONCURRENCY: '1', API_DAILY_QUOTA: '20' });
    const built = await buildUser(server.deps.database.db);
    userId = built.user.id;
    sessionToken = built.token;
    token = (await buildApiToken(server.deps.database.db, userId)).token;
  }, 240_000);
  afterAll(() => server?.close());

  const render = (json: unknown, t: string | undefined = token, headers: Record<string, string> = {}) =>
    server.request('/api/v1/render', { method: 'POST', json, token: t, headers });

  it('refuses a call without a token, with a sign-in token, or with a made-up one, in the error shape', async () => {
    const none = await render({ kind: 'quote', template: 'redBold' }, '', { 'accept-language': 'en' });
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ success: false, code: 'API_TOKEN_INVALID' });
    expect(none.body.message).toMatch(/API token/);
    const session = await render({ kind: 'quote', template: 'redBold' }, sessionToken);
    expect(session.status).toBe(403);
    expect(session.body).toMatchObject({ success: false, code: 'API_TOKEN_SESSION' });
    const fake = await render({ kind: 'quote', template: 'redBold' }, `ink_${'x'.repeat(43)}`);
    expect(fake.status).toBe(401);
    // The message follows the request's own `lang` field.
    const zh = await render({ kind: 'quote', template: 'redBold', lang: 'zh' }, '', { 'accept-language': 'en' });
    expect(zh.body.message).toMatch(/令牌/);
  }, 120_000);

  it('lists every kind with its labels and every template with names, sizes and forms', async () => {
    const res = await server.request('/api/v1/templates', { token });
    expect(res.status).toBe(200);
    expect(res.body.kinds.map((k: { id: string }) => k.id).sort()).toEqual(
      ['article', 'blessing', 'profile', 'quote', 'xiaohongshu'].sort(),
    );
    const quote = res.body.kinds.find((k: { id: string }) => k.id === 'quote');
    expect(quote.labels.quote.zh[0]).toBe('名言内容');
    expect(quote.defaultScale).toBe(3);
    expect(res.body.templates.length).toBeGreaterThanOrEqual(25);
    expect(res.body.templates.find((t: { id: string }) => t.id === 'quote/redBold')).toMatchObject({
      sizes: ['auto', '3:4', '1:1', '9:16'],
      defaultSize: '3:4',
      forms: ['card'],
    });
  }, 120_000);

  it('renders labelled text as a 1080 × 1440 PNG and says how the text fit', async () => {
    const res = await render({ kind: 'quote', template: 'quote/redBold', lang: 'zh', text: QUOTE_ZH });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(await size(res.raw)).toEqual({ width: 1080, height: 1440, format: 'png' });
    expect(res.headers.get('x-inkcard-pages')).toBe('1');
    expect(res.headers.get('x-inkcard-fit')).toMatch(/^(fits|shrunk)$/);
    expect(res.headers.get('x-inkcard-shrunk')).toBe(String(res.headers.get('x-inkcard-fit') !== 'fits'));
  }, 120_000);

  it('draws the size and scale asked for: 1:1 at 4× is 1440 × 1440', async () => {
    const res = await render({ kind: 'quote', template: 'redBold', text: QUOTE_ZH, size: '1:1', scale: 4 });
    expect(res.status).toBe(200);
    expect(await size(res.raw)).toMatchObject({ width: 1440, height: 1440 });
  }, 120_000);

  it('draws a profile on a size preset at exactly its pixels: 3:4 at its scale of 2 is 1080 × 1440', async () => {
    const res = await render({ kind: 'profile', template: 'profile/default', size: '3:4' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await size(res.raw)).toMatchObject({ width: 1080, height: 1440 });
    expect(res.headers.get('x-inkcard-fit')).toMatch(/^(fits|shrunk)$/);
  }, 120_000);

  it("answers a template's 3:4 pages as a ZIP of 1080 × 1440 PNGs", async () => {
    const res = await render({ kind: 'article', template: 'hotNews', lang: 'en', form: 'pages' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(res.raw));
    const names = Object.keys(files).sort();
    expect(names[0]).toBe('01.png');
    expect(String(names.length)).toBe(res.headers.get('x-inkcard-pages'));
    for (const name of names) expect(await size(files[name]!)).toMatchObject({ width: 1080, height: 1440 });
  }, 120_000);

  it('answers 422 with the issues for an unknown template, a size the template lacks, and unreadable text', async () => {
    const unknown = await render({ kind: 'quote', template: 'nope' });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ success: false, code: 'TEMPLATE_UNKNOWN' });
    expect(unknown.body.hint).toContain('quote/redBold');
    const sized = await render({ kind: 'article', template: 'hotNews', size: '1:1' });
    expect(sized.status).toBe(422);
    expect(sized.body.code).toBe('SIZE_UNSUPPORTED');
    const form = await render({ kind: 'quote', template: 'redBold', form: 'pages' });
    expect(form.body.code).toBe('FORM_UNSUPPORTED');
    const text = await render({ kind: 'quote', template: 'redBold', text: '作者：王维', lang: 'en' });
    expect(text.status).toBe(422);
    expect(text.body.code).toBe('TEXT_UNREADABLE');
    expect(text.body.issues[0]).toMatchObject({ line: 1, key: 'makers.parse.missingField', field: 'quote' });
    expect(text.body.issues[0].message).toContain('Quote');
    const style = await render({ kind: 'quote', template: 'redBold', style: { cardWidth: 99999 } });
    expect(style.status).toBe(422);
    expect(style.body.code).toBe('CARD_INVALID');
    expect(style.body.issues[0].path).toContain('style');
  }, 120_000);

  it('never answers 500 to a malformed body, and 413 to one too large', async () => {
    for (const body of [
      '{"kind":',
      'null',
      '[]',
      '"x"',
      '{"kind":"quote","template":{"a":1}}',
      '{"kind":"quote","template":"redBold","extra":1}',
    ]) {
      const res = await server.request('/api/v1/render', {
        method: 'POST',
        body,
        token,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status, body).toBeGreaterThanOrEqual(400);
      expect(res.status, body).toBeLessThan(500);
      expect(res.body.success).toBe(false);
    }
    const big = await render({ kind: 'quote', template: 'redBold', text: 'x'.repeat(3_200_000) });
    expect(big.status).toBe(413);
    expect(big.body.code).toBe('PAYLOAD_TOO_LARGE');
  }, 120_000);

  it('records API renders as downloads by card type and template, marked as API', async () => {
    const before = await server.deps.database.db.execute(
      sql`select count(*)::int as n from download_events where source = 'api' and template = 'quote/literary' and user_id = ${userId}`,
    );
    const res = await render({ kind: 'quote', template: 'literary', lang: 'en' });
    expect(res.status).toBe(200);
    const after = await server.deps.database.db.execute(
      sql`select count(*)::int as n, max(card_type::text) as card_type from download_events where source = 'api' and template = 'quote/literary' and user_id = ${userId}`,
    );
    const rows = (r: unknown) => ((r as { rows?: unknown[] }).rows ?? r) as { n: number; card_type: string }[];
    expect(rows(after)[0]!.n).toBe(rows(before)[0]!.n + 1);
    expect(rows(after)[0]!.card_type).toBe('quote');
  }, 120_000);

  it('refuses a revoked token at once', async () => {
    const fresh = await buildApiToken(server.deps.database.db, userId, 'to revoke');
    expect((await server.request('/api/v1/templates', { token: fresh.token })).status).toBe(200);
    const revoked = await server.request(`/api/api-tokens/${fresh.id}`, { method: 'DELETE', token: sessionToken });
    expect(revoked.status).toBe(200);
    const after = await server.request('/api/v1/templates', { token: fresh.token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('API_TOKEN_INVALID');
  }, 120_000);

  it('serves the OpenAPI document generated from the schemas', async () => {
    const res = await server.request('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const request = res.body.components.schemas.RenderRequest;
    expect(request.required).toEqual(expect.arrayContaining(['kind', 'template']));
    expect(request.properties.size.enum).toEqual(['auto', '3:4', '1:1', '9:16']);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/v1/render', '/api/v1/templates']));
  }, 120_000);

  it('answers an unknown render link with 404', async () => {
    const res = await server.request('/api/v1/renders/AAAAAAAAAAAAAAAAAAAAAA.png');
    expect(res.status).toBe(404);
    expect((await server.request('/api/v1/renders/..%2f.png')).status).toBe(404);
  }, 120_000);
});

describe('API limits per token', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ WEB_DIST: builtWebDist(), API_DAILY_QUOTA: '1', API_RATE_LIMIT: '3' });
  }, 240_000);
  afterAll(() => server?.close());

  it('counts renders against the daily quota and calls against the per-minute limit, with Retry-After', async () => {
    // Every call in one minute whatever the wall clock says: a render takes seconds on a loaded
    // machine, and a minute that turned between the calls reset the limit (CI, once).
    const minute = Math.floor(Date.now() / 60_000) * 60_000;
    server.deps.now = () => minute + 30_000;
    const { user } = await buildUser(server.deps.database.db);
    const { token } = await buildApiToken(server.deps.database.db, user.id);
    // A render that fails (unknown template) spends no quota.
    expect((await server.request('/api/v1/render', { json: { kind: 'quote', template: 'nope' }, token })).status).toBe(
      422,
    );
    const first = await server.request('/api/v1/render', { json: { kind: 'quote', template: 'redBold' }, token });
    expect(first.status).toBe(200);
    expect(first.headers.get('x-inkcard-renders-left')).toBe('0');
    const second = await server.request('/api/v1/render', { json: { kind: 'quote', template: 'redBold' }, token });
    expect(second.status).toBe(429);
    expect(second.body.code).toBe('API_QUOTA_EXCEEDED');
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
    const third = await server.request('/api/v1/templates', { token });
    expect(third.status).toBe(429);
    expect(third.body.code).toBe('API_RATE_LIMITED');
    // Another token of the same user has its own limits.
    const other = await buildApiToken(server.deps.database.db, user.id, 'other');
    expect((await server.request('/api/v1/templates', { token: other.token })).status).toBe(200);
  }, 120_000);
});

describe('without chromium', () => {
  it('answers 503 RENDER_UNAVAILABLE with the install hint, and the rest of the app serves', async () => {
    const server = await startTestServer({ WEB_DIST: builtWebDist(), CHROMIUM_PATH: '/nonexistent/chromium' });
    try {
      const { user, token: session } = await buildUser(server.deps.database.db);
      const { token } = await buildApiToken(server.deps.database.db, user.id);
      const res = await server.request('/api/v1/render', {
        json: { kind: 'quote', template: 'redBold', lang: 'en' },
        token,
      });
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ success: false, code: 'RENDER_UNAVAILABLE' });
      expect(res.body.hint).toMatch(/apt-get install chromium/);
      const health = await server.request('/api/health');
      expect(health.status).toBe(200);
      expect(health.body.render).toMatchObject({ state: 'unavailable' });
      expect((await server.request('/api/auth/me', { token: session })).status).toBe(200);
    } finally {
      await server.close();
    }
  }, 120_000);
});
