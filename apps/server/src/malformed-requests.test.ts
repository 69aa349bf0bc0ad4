import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchCaptcha } from './test/auth-helpers';
import { quoteState } from './test/card-states';
import { buildAdmin, buildUser } from './test/factories';
import { startTestServer, type TestServer } from './test/test-server';

/*
 * Nothing a client sends may answer 500 (issue 17: 10 of 853 malformed requests did). Every
 * endpoint gets the same hostile values in each of its fields, query parameters, path parameters
 * and cookies; every answer must be a 4xx in the error shape.
 */

const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '%00',
  '\u202e\u0000\ufeff',
  'a'.repeat(20_000),
  '😀'.repeat(3_000),
];
const HOSTILE_VALUES: unknown[] = [...HOSTILE_STRINGS, null, 0, -1, 2 ** 64, true, [], ['a'], {}, { $gt: '' }];

/** JSON endpoints and their fields. */
const JSON_ENDPOINTS: [method: string, path: string, fields: string[], auth?: 'user' | 'admin'][] = [
  ['POST', '/api/auth/send-verification-code', ['email', 'purpose']],
  ['POST', '/api/auth/verify-code', ['email', 'code', 'purpose']],
  ['POST', '/api/auth/register', ['username', 'email', 'password', 'verificationCode']],
  ['POST', '/api/auth/login', ['email', 'password', 'captcha', 'rememberMe']],
  ['POST', '/api/auth/reset-password', ['email', 'code', 'newPassword']],
  ['POST', '/api/auth/login-with-code', ['email', 'code', 'rememberMe']],
  ['POST', '/api/admin/login', ['username', 'password', 'captcha']],
  ['PUT', '/api/users/profile', ['username'], 'user'],
  ['PUT', '/api/users/password', ['currentPassword', 'newPassword'], 'user'],
  ['DELETE', '/api/users/me', ['password'], 'user'],
  ['PUT', '/api/admin/users/:target/role', ['role'], 'admin'],
  ['POST', '/api/visits/record', ['path', 'referrer', 'title']],
  ['POST', '/api/card-downloads/record', ['cardType', 'template', 'title', 'userInfo']],
  ['POST', '/api/ai/generate', ['kind', 'template', 'text', 'lang'], 'user'],
  ['POST', '/api/cards', ['state'], 'user'],
  ['PUT', '/api/cards/:card', ['state', 'version'], 'user'],
  ['PATCH', '/api/cards/:card', ['title'], 'user'],
  ['PUT', '/api/cards/:card/sharing', ['sharing'], 'user'],
  ['POST', '/api/cards/:card/duplicate', ['x'], 'user'],
  ['POST', '/api/admin/cards/:card/approve', ['x'], 'admin'],
];

const GET_ENDPOINTS: [path: string, params: string[], auth?: 'user' | 'admin'][] = [
  ['/api/admin/users', ['q', 'role', 'page', 'pageSize', 'sort'], 'admin'],
  ['/api/admin/stats', ['days'], 'admin'],
  ['/api/admin/dashboard', ['x'], 'admin'],
  ['/api/auth/me', ['x'], 'user'],
  ['/api/auth/config', ['x']],
  ['/api/health', ['x']],
  ['/api/ai/status', ['x']],
  ['/api/cards', ['q', 'deleted'], 'user'],
  ['/api/cards/gallery', ['x']],
  ['/api/admin/cards', ['status'], 'admin'],
];

/** Sends raw bytes, for what fetch refuses to send, and reads the answer's status and body. */
function rawRequest(url: string, text: string): Promise<{ status: number; body: unknown }> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(text));
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('utf8')));
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0);
      const text = data.slice(data.indexOf('\r\n\r\n') + 4);
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
      resolve({ status, body });
    });
    socket.on('error', reject);
  });
}

describe('malformed requests never answer 500', () => {
  let server: TestServer;
  let tokens: { user: string; admin: string };
  let target: number;
  let card: number;
  beforeAll(async () => {
    server = await startTestServer({ CAPTCHA_TEST_ANSWER: 'e2e8', RATE_LIMIT: 'false' });
    const user = await buildUser(server.deps.database.db);
    const admin = await buildAdmin(server.deps.database.db, 'superAdmin');
    tokens = { user: user.token, admin: admin.adminToken };
    target = (await buildUser(server.deps.database.db)).user.id;
    const saved = await server.request('/api/cards', { json: { state: quoteState() }, token: user.token });
    card = saved.body.card.id;
  });
  afterAll(() => server.close());

  const expectClientError = (res: { status: number; body: unknown }, what: string): void => {
    expect(res.status, what).toBeGreaterThanOrEqual(400);
    expect(res.status, what).toBeLessThan(500);
    expect(res.body, what).toMatchObject({ success: false, code: expect.any(String), message: expect.any(String) });
  };

  it.each(JSON_ENDPOINTS)('%s %s: hostile values in every field', async (method, path, fields, auth) => {
    const credentials = auth === 'user' ? { token: tokens.user } : auth === 'admin' ? { adminToken: tokens.admin } : {};
    const needsCaptcha = path.endsWith('/login');
    for (const field of fields) {
      for (const value of HOSTILE_VALUES) {
        // A live captcha on the logins, so the hostile value reaches the account lookup.
        const captcha = needsCaptcha ? (await fetchCaptcha(server)).cookie : 'inkcard_captcha=%00abc';
        const res = await server.request(path.replace(':target', String(target)).replace(':card', String(card)), {
          method,
          json: { email: 'a@qq.com', password: 'x', captcha: 'e2e8', username: 'nn', [field]: value },
          headers: { cookie: `${captcha}; inkcard_device=%00` },
          ...credentials,
        });
        if (res.status < 400) continue; // A tracking field may legitimately be cleaned and stored.
        expectClientError(res, `${method} ${path} ${field}=${JSON.stringify(value)?.slice(0, 40)}`);
      }
    }
  });

  it.each(GET_ENDPOINTS)('GET %s: hostile query parameters', async (path, params, auth) => {
    const credentials = auth === 'user' ? { token: tokens.user } : auth === 'admin' ? { adminToken: tokens.admin } : {};
    const encoded = ['%00', '%ZZ', '%E0%A4%A', '%ED%A0%80', '1e309', '-1', '99999999999999999999', '[]'];
    for (const param of params) {
      for (const value of encoded) {
        for (const query of [`${param}=${value}`, `${param}=${value}&${param}=b`, `${param}[]=${value}`]) {
          const res = await server.request(`${path}?${query}`, credentials);
          expect(res.status, `${path}?${query}`).toBeLessThan(500);
          if (res.status >= 400) expectClientError(res, `${path}?${query}`);
        }
      }
    }
  });

  it('hostile path parameters and cookies', async () => {
    const paths = [
      '/uploads/avatars/%00',
      '/uploads/avatars/..%2f..%2fetc%2fpasswd',
      '/uploads/avatars/%ED%A0%80.webp',
      '/api/admin/users/%00/role',
      '/api/admin/users/99999999999999999999/role',
      '/api/admin/users/-1/role',
      '/api/cards/%00',
      '/api/cards/99999999999999999999',
      '/api/cards/shared/%00',
      '/api/cards/shared/..%2f..',
      '/uploads/cards/%00',
      '/uploads/cards/..%2f..%2fetc%2fpasswd',
    ];
    for (const path of paths) {
      const res = await server.request(path, {
        method: path.endsWith('/role') ? 'PUT' : 'GET',
        json: path.endsWith('/role') ? { role: 'member' } : undefined,
        adminToken: tokens.admin,
      });
      expectClientError(res, path);
    }
    for (const cookie of [
      'inkcard_captcha=%00abc',
      'inkcard_captcha=%E0%A4%A',
      `inkcard_captcha=${'a'.repeat(4000)}`,
    ]) {
      const res = await server.request('/api/auth/login', {
        json: { email: 'a@qq.com', password: 'x', captcha: 'e2e8' },
        headers: { cookie },
      });
      expectClientError(res, cookie);
    }
  });

  it('bodies that are not what they claim to be', async () => {
    const cases: [string, string, Record<string, string>][] = [
      ['/api/auth/login', '{"email":', { 'content-type': 'application/json' }],
      ['/api/auth/login', '[[[[' + '['.repeat(50_000), { 'content-type': 'application/json' }],
      ['/api/auth/login', '{"email":"a@qq.com"}', { 'content-type': 'application/json; charset=utf-16' }],
      ['/api/auth/login', 'email=a', { 'content-type': 'application/x-www-form-urlencoded' }],
      ['/api/auth/login', '\u0000\u0001', { 'content-type': 'text/plain' }],
      ['/api/auth/login', '{}', { 'content-type': 'application/json', 'content-encoding': 'gzip' }],
      ['/api/visits/record', '[' + '['.repeat(50_000), { 'content-type': 'application/json' }],
      ['/api/users/avatar', 'xx', { 'content-type': 'multipart/form-data' }],
      [
        '/api/users/avatar',
        '--x\r\nContent-Disposition: form-data; name="avatar"; filename="a"\r\n\r\nab',
        {
          'content-type': 'multipart/form-data; boundary=x',
        },
      ],
      ['/api/users/avatar', 'garbage', { 'content-type': 'multipart/form-data; boundary=x' }],
      ['/api/cards', '{"state":' + '['.repeat(50_000), { 'content-type': 'application/json' }],
      [`/api/cards/:card/thumbnail?version=1`, '<svg/>', { 'content-type': 'image/png' }],
      [`/api/cards/:card/thumbnail?version=%00`, 'x', { 'content-type': 'image/webp' }],
      [`/api/cards/:card/thumbnail?version=1`, 'GIF89a', { 'content-type': 'image/gif' }],
    ];
    for (const [rawPath, body, headers] of cases) {
      const path = rawPath.replace(':card', String(card));
      const method = path.includes('/thumbnail') ? 'PUT' : 'POST';
      const res = await server.request(path, { method, body, headers, token: tokens.user });
      expectClientError(res, `${path} ${headers['content-type']} ${body.slice(0, 20)}`);
    }
  });

  it('bytes fetch would refuse to send', async () => {
    const requests = [
      'GET /api/auth/me HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \u0000\u0000\r\nConnection: close\r\n\r\n',
      'GET /api/admin/me HTTP/1.1\r\nHost: x\r\nadmin-token: \u00ff\u00fe\r\nConnection: close\r\n\r\n',
      'GET /api/health HTTP/1.1\r\nHost: x\r\nCookie: \u0000=\u0000\r\nConnection: close\r\n\r\n',
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4\r\nConnection: close\r\n\r\n{"a"',
      'GET /%00 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    ];
    for (const text of requests) {
      const res = await rawRequest(server.url, text);
      expectClientError(res, JSON.stringify(text.slice(0, 60)));
    }
  });
});
