import http from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readEvents, startFakeLlm, type FakeLlm } from './test/fake-llm';
import { startServerProcess, type ServerProcess } from './test/server-process';

const ADMIN = { email: 'stop-admin@qq.com', password: 'Stop-admin-passw0rd!' };
const CAPTCHA = 'e2e8';
/** The stop must be over by then (SHUTDOWN_TIMEOUT_MS, the default), with a little time to be seen. */
const DEADLINE_MS = 10_000;
const SEEN_WITHIN_MS = DEADLINE_MS + 3_000;

/** Signs in the first super admin (the server creates it from ADMIN_EMAIL / ADMIN_PASSWORD). */
async function signIn(url: string): Promise<string> {
  const captcha = await fetch(`${url}/api/auth/captcha`);
  const cookie = (captcha.headers.get('set-cookie') ?? '').split(';')[0]!;
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ ...ADMIN, captcha: CAPTCHA }),
  });
  const body = (await res.json()) as { token: string };
  return body.token;
}

/** A GET on a connection of its own, as a load balancer's health check makes it. */
function getOnNewConnection(
  url: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false, headers: { 'accept-language': 'en' } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(text) }));
    });
    req.on('error', reject);
  });
}

/** Requests in a loop on keep-alive connections until stopped: a load run. */
function startLoad(
  url: string,
  connections: number,
): { outcomes: Map<string, number>; stop: () => Promise<Map<string, number>> } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const outcomes = new Map<string, number>();
  let running = true;
  const one = (): Promise<void> =>
    new Promise((resolve) => {
      const req = http.get(url, { agent }, (res) => {
        res.resume();
        res.on('end', () => {
          outcomes.set(String(res.statusCode), (outcomes.get(String(res.statusCode)) ?? 0) + 1);
          resolve();
        });
      });
      req.on('error', (error: NodeJS.ErrnoException) => {
        outcomes.set(error.code ?? 'error', (outcomes.get(error.code ?? 'error') ?? 0) + 1);
        resolve();
      });
    });
  const loops = Array.from({ length: connections }, async () => {
    while (running) await one();
  });
  return {
    outcomes,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      agent.destroy();
      return outcomes;
    },
  };
}

/** Starting a server process (tsx compiles the sources, PGlite migrates) takes a while on a loaded machine. */
const PROCESS_TEST_TIMEOUT_MS = 120_000;

describe('stopping the server process (issue 31)', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  let fake: FakeLlm;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    fake = await startFakeLlm();
  });
  afterAll(() => fake.close());
  afterEach(async () => {
    await server?.cleanUp();
    server = undefined;
  });

  it('drains, then ends within the deadline during AI streams, a load run and an idle keep-alive socket', async () => {
    server = await startServerProcess({
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      CAPTCHA_TEST_ANSWER: CAPTCHA,
      LLM_BASE_URL: fake.baseUrl,
      LLM_MODEL: 'test-model',
      // Long enough that nothing here ends by itself before the stop.
      LLM_TIMEOUT_MS: '120000',
      AUTH_RATE_LIMIT_SCALE: '1000',
      SHUTDOWN_DRAIN_MS: '4000',
    });
    const { url } = server;
    const token = await signIn(url);
    const generate = (): Promise<Response> =>
      fetch(`${url}/api/ai/generate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-locale': 'en' },
        body: JSON.stringify({ kind: 'quote', text: 'Stay hungry, stay foolish — Jobs', lang: 'en' }),
      });
    // An AI answer streaming (server-sent events, the model silent mid-answer)…
    fake.reply({ kind: 'stall', pieces: ['Quote: Stay hungry'] });
    const streaming = await generate();
    const reader = streaming.body!.getReader();
    await reader.read();
    // …another still waiting for the model's first word…
    const asked = fake.requests.length;
    fake.reply({ kind: 'hang' });
    const waiting = generate();
    while (fake.requests.length === asked) await new Promise((resolve) => setTimeout(resolve, 10));
    // …an idle keep-alive socket…
    const keepAlive = new http.Agent({ keepAlive: true });
    await new Promise<void>((resolve) =>
      http.get(`${url}/api/auth/config`, { agent: keepAlive }, (res) => res.resume().on('end', resolve)),
    );
    // …and a load run, under way.
    const load = startLoad(`${url}/api/auth/config`, 8);
    while ((load.outcomes.get('200') ?? 0) < 50) await new Promise((resolve) => setTimeout(resolve, 10));

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await server.waitForLog((line) => line.msg === 'stopping: draining');
    // Draining: health says so, and new requests are refused, both in our error shape.
    const health = await getOnNewConnection(`${url}/api/health`);
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ success: false, code: 'SERVER_DRAINING', status: 'draining' });
    const refused = await getOnNewConnection(`${url}/api/auth/config`);
    expect(refused.status).toBe(503);
    expect(refused.body.code).toBe('SERVER_DRAINING');
    expect(refused.headers.connection).toBe('close');

    const { code } = await server.exited(SEEN_WITHIN_MS);
    const elapsed = Date.now() - signalled;
    expect(code).toBe(0);
    expect(elapsed).toBeLessThan(SEEN_WITHIN_MS);
    expect(server.logs.some((line) => line.msg === 'stopped')).toBe(true);

    // The streaming generation was told why it ended; the waiting one was refused.
    let rest = '';
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) break;
      rest += new TextDecoder().decode(value);
    }
    expect(readEvents(rest).at(-1)).toMatchObject({ event: 'error', data: { code: 'SERVER_DRAINING' } });
    expect((await waiting).status).toBe(503);
    const outcomes = await load.stop();
    keepAlive.destroy();
    // The load saw answers, then 503s, then a closed port: never a 500.
    expect(outcomes.get('503')).toBeGreaterThan(0);
    expect(outcomes.get('500')).toBeUndefined();
  });

  it('ends within the deadline even when nobody reads its output (the orphaned servers)', async () => {
    server = await startServerProcess({ LOG_LEVEL: 'info' }, { readOutput: false });
    // Fill the output pipe: every request logs two lines, and nobody reads them. Once this side has
    // stopped reading (its buffer is full), a thousand more answers log some 170 KB: past the
    // kernel's 64 KiB pipe, so the server holds output nobody will read when it is told to stop.
    const { stdout } = server.child;
    const load = startLoad(`${server.url}/api/health`, 4);
    const answered = (): number => [...load.outcomes.values()].reduce((sum, n) => sum + n, 0);
    await expect.poll(() => stdout.readableLength >= stdout.readableHighWaterMark, { timeout: 60_000 }).toBe(true);
    const full = answered();
    await expect.poll(() => answered() - full >= 1_000, { timeout: 60_000 }).toBe(true);
    await load.stop();
    server.child.kill('SIGTERM');
    const { code, signal } = await server.exited(SEEN_WITHIN_MS);
    expect(signal).toBeNull();
    expect(code).toBe(0);
  });
});
