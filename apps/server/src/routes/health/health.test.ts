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
    expect(res.body).toEqual({ ok: true, db: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
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

  it('sends the usual security headers', async () => {
    const res = await server.request('/api/health');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});
