import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLoginWithCaptcha, fetchCaptcha, loginWithCaptcha } from './test/auth-helpers';
import { buildUser } from './test/factories';
import { startTestServer, type TestServer } from './test/test-server';
import { preferredEncoding } from './http/spa-page';
import { KEEP_ALIVE_MS } from './app';

/** The page's inline script (index.html sets the theme before the first paint this way). */
const BOOT_SCRIPT = "\n      document.documentElement.classList.add('dark-mode');\n    ";

const PAGE =
  `<!doctype html><html><head><title>墨卡 Inkcard</title><script>${BOOT_SCRIPT}</script></head>` +
  '<body><div id="root"></div>' +
  '<script type="module" src="/assets/index-AbCdEf12.js"></script>' +
  'x'.repeat(3_000) +
  '</body></html>';

/** A built SPA in a temporary folder: index.html and one hashed asset. */
function webDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkcard-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), PAGE);
  fs.writeFileSync(path.join(dir, 'assets', 'index-AbCdEf12.js'), 'console.log(1)');
  return dir;
}

describe('the page', () => {
  let server: TestServer;
  let dir: string;
  beforeAll(async () => {
    dir = webDist();
    server = await startTestServer({ WEB_DIST: dir });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers GET / without Accept-Encoding (curl, monitors, crawlers) with 200 and the page', async () => {
    // fetch always asks for compression, so this goes through node:http with no such header.
    const { status, headers, body } = await new Promise<{
      status: number;
      headers: Record<string, unknown>;
      body: string;
    }>((resolve, reject) => {
      const req = http.get(`${server.url}/`, (res: http.IncomingMessage) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      });
      req.on('error', reject);
    });
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headers['content-encoding']).toBeUndefined();
    expect(body).toBe(PAGE);
  });

  it.each([
    ['br', 'gzip, deflate, br, zstd', zlib.brotliDecompressSync],
    ['gzip', 'gzip, deflate', zlib.gunzipSync],
    ['gzip', 'br;q=0, gzip', zlib.gunzipSync],
  ] as const)('answers %s to Accept-Encoding: %s, from memory', async (encoding, accept, decode) => {
    for (const page of ['/', '/quote', '/admin/v2/login']) {
      const res = await fetch(`${server.url}${page}`, { headers: { 'accept-encoding': accept } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      // undici decodes the body itself; the bytes on the wire are checked below.
      expect(await res.text()).toBe(PAGE);
    }
    const raw = await new Promise<Buffer>((resolve, reject) => {
      const req = http.get(
        `${server.url}/`,
        { headers: { 'accept-encoding': accept } },
        (res: http.IncomingMessage) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve(Buffer.concat(chunks)));
        },
      );
      req.on('error', reject);
    });
    expect(decode(raw).toString('utf8')).toBe(PAGE);
    expect(raw.length).toBeLessThan(Buffer.byteLength(PAGE) / 4);
  });

  it('keeps an idle connection open for 72 s, so a client reusing it gets an answer, not a reset', async () => {
    const keepAlive = await new Promise<unknown>((resolve, reject) => {
      const req = http.get(`${server.url}/api/health`, { agent: new http.Agent({ keepAlive: true }) }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.headers['keep-alive']));
      });
      req.on('error', reject);
    });
    expect(keepAlive).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
  });

  it('answers 304 to a current ETag, and HEAD without a body', async () => {
    const first = await fetch(`${server.url}/`);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await fetch(`${server.url}/`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const head = await fetch(`${server.url}/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('serves hashed assets for a year and answers a missing file with a JSON 404', async () => {
    const asset = await fetch(`${server.url}/assets/index-AbCdEf12.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await server.request('/assets/missing-AbCdEf12.js');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['identity', 'identity'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['GZIP', 'gzip'],
    ['deflate, gzip;q=0.5, br;q=0.9', 'br'],
  ] as const)('chooses the encoding for Accept-Encoding %j: %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('security headers (OWASP ASVS 5.0 §3.4)', () => {
  let server: TestServer;
  let https: TestServer;
  let dir: string;
  beforeAll(async () => {
    dir = webDist();
    server = await startTestServer({ WEB_DIST: dir, CAPTCHA_TEST_ANSWER: 'e2e8' });
    https = await startTestServer({
      WEB_DIST: dir,
      CAPTCHA_TEST_ANSWER: 'e2e8',
      PUBLIC_URL: 'https://inkcard.example',
    });
  });
  afterAll(async () => {
    await server.close();
    await https.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const answers = (s: TestServer) => [
    s.request('/'),
    s.request('/api/health'),
    s.request('/api/nope'),
    s.request('/api/visits/record', { json: { path: '/quote' } }),
    s.request('/api/visits/record', { json: { path: 'no-slash' } }),
    s.request('/api/card-downloads/record', { body: 'x', headers: { 'content-type': 'text/plain' } }),
  ];

  it('sends one CSP with base-uri none and frame-ancestors none, and no X-Frame-Options, on every answer', async () => {
    for (const res of await Promise.all(answers(server))) {
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(res.headers.get('x-frame-options')).toBeNull();
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it("allows the page's inline script by its hash, and no other inline script", async () => {
    const hash = crypto.createHash('sha256').update(BOOT_SCRIPT).digest('base64');
    for (const res of await Promise.all(answers(server))) {
      const scriptSrc = /script-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
      expect(scriptSrc).toBe(`'self' 'wasm-unsafe-eval' 'sha256-${hash}'`);
    }
  });

  it('gives the tracking answers exactly the headers of the others', async () => {
    const names = (h: Headers) =>
      [...h.keys()].filter((k) => /security|policy|x-|origin|strict/.test(k) && !k.startsWith('x-ratelimit')).sort();
    const [page, , , visit, invalid, unsupported] = await Promise.all(answers(https));
    for (const res of [visit, invalid, unsupported]) {
      expect(names(res!.headers)).toEqual(names(page!.headers));
      for (const name of names(page!.headers)) expect(res!.headers.get(name), name).toBe(page!.headers.get(name));
    }
    expect(visit!.status).toBe(202);
    expect(invalid!.status).toBe(400);
    expect(unsupported!.status).toBe(415);
  });

  it('sends HSTS for a year, subdomains included, on every answer when PUBLIC_URL is https', async () => {
    for (const res of await Promise.all(answers(https))) {
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('marks every cookie Secure when PUBLIC_URL is https, even over plain HTTP behind a proxy', async () => {
    const captcha = await fetchCaptcha(https);
    expect(captcha.res.headers.get('set-cookie')).toMatch(/; Secure/i);
    const { user, password } = await buildUser(https.deps.database.db);
    const login = await loginWithCaptcha(https, { email: user.email, password });
    expect(login.status).toBe(200);
    const cookies = login.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThanOrEqual(2);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).toMatch(/; SameSite=Lax/i);
    }
  });

  it('sends Cache-Control: no-store on every API answer carrying a token or personal data', async () => {
    const { user, password } = await buildUser(server.deps.database.db, { role: 'admin' });
    const login = await loginWithCaptcha(server, { email: user.email, password });
    const failed = await loginWithCaptcha(server, { email: user.email, password: 'wrong-password' });
    const adminLogin = await adminLoginWithCaptcha(server, { username: user.email, password });
    const register = await server.request('/api/auth/register', {
      json: { username: 'someone', email: 'x@qq.com', password: 'Ink-pass-1', verificationCode: '123456' },
    });
    const me = await server.request('/api/auth/me', { token: login.body.token });
    for (const res of [login, failed, adminLogin, register, me]) {
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    expect(login.status).toBe(200);
    expect(adminLogin.status).toBe(200);
    // The page itself is revalidated instead: it holds no personal data.
    expect((await server.request('/')).headers.get('cache-control')).toBe('no-cache');
  });
});
