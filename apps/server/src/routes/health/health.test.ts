import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    expect(res.body).toMatchObject({ ok: true, db: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
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
