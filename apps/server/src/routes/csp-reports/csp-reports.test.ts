import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMITS, CSP_REPORT_MAX_BODY_BYTES, CSP_REPORTS_PER_DAY } from '@inkcard/shared';
import { buildAdmin, buildUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';

const LEGACY = {
  'csp-report': {
    'document-uri': 'http://localhost:3000/quote',
    referrer: '',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "default-src 'self'",
    disposition: 'enforce',
    'blocked-uri': 'https://evil.example/x.js',
    'line-number': 12,
    'column-number': 3,
    'source-file': 'http://localhost:3000/quote',
    'status-code': 200,
    'script-sample': '',
  },
};

const REPORTING_API = [
  {
    type: 'csp-violation',
    age: 10,
    url: 'http://localhost:3000/gallery',
    user_agent: 'Mozilla/5.0 Test',
    body: {
      documentURL: 'http://localhost:3000/gallery',
      blockedURL: 'inline',
      effectiveDirective: 'style-src-attr',
      originalPolicy: "default-src 'self'",
      disposition: 'enforce',
      sample: 'color: red\u0000',
      statusCode: 200,
      lineNumber: 1,
      columnNumber: 2,
    },
  },
  { type: 'deprecation', age: 1, url: 'http://localhost:3000/', body: { id: 'x', message: 'y' } },
];

const post = (server: TestServer, body: string, type: string, ip?: string) =>
  server.request('/api/csp-reports', {
    method: 'POST',
    body,
    headers: { 'content-type': type, 'user-agent': 'Chrome/999', ...(ip ? { 'x-forwarded-for': ip } : {}) },
  });

describe('CSP violation reports (issue 31)', () => {
  let server: TestServer;
  let adminToken: string;
  let next = 0;
  const newAddress = (): string => `198.51.100.${++next}`;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '127.0.0.1' });
    ({ adminToken } = await buildAdmin(server.deps.database.db));
  });
  afterAll(() => server.close());

  const stored = async () => (await server.request('/api/admin/csp-reports', { adminToken })).body;

  it('names our endpoint in every policy, both ways browsers report', async () => {
    for (const res of [await server.request('/api/health'), await server.request('/api/nope')]) {
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain('report-uri /api/csp-reports');
      expect(csp).toContain('report-to csp-endpoint');
      expect(res.headers.get('reporting-endpoints')).toBe('csp-endpoint="/api/csp-reports"');
    }
  });

  it('stores a report-uri report and a Reporting API list (violations only) for administrators', async () => {
    expect((await post(server, JSON.stringify(LEGACY), 'application/csp-report', newAddress())).status).toBe(204);
    expect((await post(server, JSON.stringify(REPORTING_API), 'application/reports+json', newAddress())).status).toBe(
      204,
    );
    const { reports, total } = await stored();
    expect(total).toBe(2);
    expect(reports[0]).toMatchObject({
      documentUri: 'http://localhost:3000/gallery',
      blockedUri: 'inline',
      effectiveDirective: 'style-src-attr',
      sample: 'color: red',
      userAgent: 'Mozilla/5.0 Test',
      lineNumber: 1,
    });
    expect(reports[1]).toMatchObject({
      documentUri: 'http://localhost:3000/quote',
      blockedUri: 'https://evil.example/x.js',
      effectiveDirective: 'script-src-elem',
      disposition: 'enforce',
      lineNumber: 12,
      columnNumber: 3,
      userAgent: 'Chrome/999',
    });
  });

  it('shows them to administrators only', async () => {
    const { token } = await buildUser(server.deps.database.db);
    expect((await server.request('/api/admin/csp-reports', { token })).status).toBe(403);
    expect((await server.request('/api/admin/csp-reports')).status).toBe(401);
  });

  it('stores nothing from bodies that are not reports, and never answers 500', async () => {
    const before = (await stored()).total;
    for (const [body, type] of [
      ['not json', 'application/csp-report'],
      ['{"csp-report": 5}', 'application/csp-report'],
      ['[1, 2, 3]', 'application/reports+json'],
      ['{}', 'application/json'],
      ['null', 'application/json'],
    ]) {
      const res = await post(server, body!, type!, newAddress());
      expect(res.status, body).toBe(204);
    }
    const huge = await post(
      server,
      JSON.stringify({ 'csp-report': { 'document-uri': 'x'.repeat(CSP_REPORT_MAX_BODY_BYTES) } }),
      'application/csp-report',
      newAddress(),
    );
    expect(huge.status).toBe(413);
    expect((await stored()).total).toBe(before);
  });

  it('limits each requester', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= AUTH_RATE_LIMITS.cspReports; i++) {
      statuses.push((await post(server, '{}', 'application/json', address)).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 204)).toBe(true);
  });

  it('stores at most CSP_REPORTS_PER_DAY a day, so a flood cannot fill the database', async () => {
    const { db } = server.deps.database;
    const before = (await stored()).total;
    await db.execute(
      sql.raw(
        `insert into csp_reports (document_uri) select 'flood' from generate_series(1, ${CSP_REPORTS_PER_DAY - before - 1})`,
      ),
    );
    const twice = JSON.stringify([REPORTING_API[0], REPORTING_API[0]]);
    expect((await post(server, twice, 'application/reports+json', newAddress())).status).toBe(204);
    expect((await stored()).total).toBe(CSP_REPORTS_PER_DAY);
  });
});

describe("Node's own answers (issue 31)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  /** Sends raw bytes and reads the answer's status line and headers. */
  function raw(text: string): Promise<{ status: number; headers: Record<string, string> }> {
    const { port } = new URL(server.url);
    return new Promise((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(text));
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString('latin1')));
      socket.on('close', () => {
        const [head = ''] = data.split('\r\n\r\n');
        const [statusLine = '', ...lines] = head.split('\r\n');
        const headers = Object.fromEntries(
          lines.map((line) => [
            line.slice(0, line.indexOf(':')).toLowerCase(),
            line.slice(line.indexOf(':') + 1).trim(),
          ]),
        );
        resolve({ status: Number(statusLine.split(' ')[1]), headers });
      });
      socket.on('error', reject);
    });
  }

  it.each([
    ['a malformed request line (400)', 'GARBAGE\r\n\r\n', 400],
    ['a NUL in a header (400)', 'GET / HTTP/1.1\r\nHost: x\r\nX-A: \u0000\r\n\r\n', 400],
    ['headers over the size limit (431)', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
  ])('carry the security headers on %s', async (_name, text, status) => {
    const res = await raw(text);
    expect(res.status).toBe(status);
    const page = await server.request('/api/health');
    for (const name of [
      'content-security-policy',
      'x-content-type-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'reporting-endpoints',
    ]) {
      expect(res.headers[name], name).toBe(page.headers.get(name));
    }
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});
