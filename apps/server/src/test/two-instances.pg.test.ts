import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMITS, CAPTCHA_COOKIE, LOGIN_MAX_FAILURES } from '@inkcard/shared';
import { requesterOf } from '../rate-limit/requester';
import { counterSubject } from '../rate-limit/shared-counters';
import { startSmtpSink, type ReceivedMail, type TestInbox } from './mail';
import { createIsolatedDatabase } from './test-server';
import { waitUntilHealthy, type SpawnedProcess } from './server-process';

/*
 * Scale-out, proven (issue 17): two app processes, each a real `main.ts` as `npm start` runs it,
 * on one PostgreSQL server behind an imaginary load balancer. Sessions, captchas, codes and every
 * rate limit live in the database, so it does not matter which instance answers. Runs only with
 * DATABASE_URL (vitest.config.ts collects *.pg.test.ts then), as in .ci/run.
 */

const CAPTCHA = 'e2e8';
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

type Instance = SpawnedProcess;

/** A free TCP port on the loopback interface. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts one instance of the server from source, as a separate process. */
async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkcard-instance-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverDir, 'src/main.ts')], {
    cwd: serverDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'warn',
      CAPTCHA_TEST_ANSWER: CAPTCHA,
      ADMIN_PASSWORD: 'two-instances-Admin-1',
      ...env,
    },
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.once('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  return { url: `http://127.0.0.1:${port}`, process: child, output };
}

interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Headers;
}

/** A JSON request to an instance. */
async function call(
  instance: Instance,
  pathname: string,
  init: { json?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const res = await fetch(instance.url + pathname, {
    method: init.json === undefined ? 'GET' : 'POST',
    headers: { ...(init.json === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, body, headers: res.headers };
}

/** A captcha drawn by an instance: the cookie that binds it. */
async function captchaFrom(instance: Instance): Promise<string> {
  const res = await fetch(`${instance.url}/api/auth/captcha`);
  expect(res.status).toBe(200);
  const match = new RegExp(`${CAPTCHA_COOKIE}=([^;]+)`).exec(res.headers.get('set-cookie') ?? '');
  if (!match) throw new Error('no captcha cookie');
  return `${CAPTCHA_COOKIE}=${match[1]}`;
}

const MINUTE = 60_000;
const minuteOf = (ms: number): number => Math.floor(ms / MINUTE);

/**
 * Runs a scenario whose counts must fall in one per-minute window. The instances are processes
 * of their own, counting in the real clock's minutes: rather than wait for a minute's start, a run
 * that straddled a minute's edge (its counts started over halfway) is run once more, at once.
 * @param run - the scenario; its attempt number picks a requester address no earlier run used
 */
async function inOneMinute(run: (attempt: number, minute: number) => Promise<void>): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const minute = minuteOf(Date.now());
    try {
      await run(attempt, minute);
    } catch (error) {
      if (attempt > 0 || minuteOf(Date.now()) === minute) throw error;
      continue;
    }
    if (minuteOf(Date.now()) === minute) return;
    if (attempt > 0) throw new Error('two runs in a row straddled a minute’s edge');
  }
}

const sixDigits = (mail: ReceivedMail): string => {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in ${mail.subject}`);
  return code;
};

describe('two instances on one PostgreSQL', () => {
  let a: Instance;
  let b: Instance;
  let database: { url: string; drop(): Promise<void> };
  let smtp: TestInbox<ReceivedMail> & { port: number; close(): Promise<void> };
  let n = 0;
  const email = (): string => `scale${Date.now().toString(36)}${++n}@qq.com`;

  beforeAll(async () => {
    database = await createIsolatedDatabase(process.env.DATABASE_URL!);
    smtp = await startSmtpSink();
    // No APP_SECRET: the instances must agree on the secret through the database.
    const env = {
      DATABASE_URL: database.url,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_INSECURE_TLS: 'true',
      // Addresses come from X-Forwarded-For, as behind a load balancer.
      TRUST_PROXY: '127.0.0.1',
    };
    // Started together: migrations, the secret and the first super admin race on purpose.
    [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
    await Promise.all([waitUntilHealthy(a), waitUntilHealthy(b)]);
  }, 120_000);

  afterAll(async () => {
    for (const instance of [a, b]) {
      if (instance?.process.exitCode === null) {
        const exited = new Promise((resolve) => instance.process.once('exit', resolve));
        instance.process.kill('SIGTERM');
        await exited;
      }
    }
    await smtp?.close();
    await database?.drop();
  });

  it('registers on one and signs in on the other; a code sent by one verifies on the other', async () => {
    const address = email();
    const sent = await call(a, '/api/auth/send-verification-code', { json: { email: address } });
    expect(sent.status).toBe(200);
    const code = sixDigits(await smtp.waitFor(address, 10_000));
    expect((await call(b, '/api/auth/verify-code', { json: { email: address, code } })).status).toBe(200);
    const password = 'Scale-out-pass-1';
    const registered = await call(a, '/api/auth/register', {
      json: { username: `scale_${n}`, email: address, password, verificationCode: code },
    });
    expect(registered.status).toBe(200);

    const login = await call(b, '/api/auth/login', {
      json: { email: address, password, captcha: CAPTCHA },
      headers: { cookie: await captchaFrom(b) },
    });
    expect(login.status).toBe(200);
    // Either instance knows the session.
    for (const instance of [a, b]) {
      const me = await call(instance, '/api/auth/me', { headers: { authorization: `Bearer ${login.body.token}` } });
      expect(me.body.user.email).toBe(address);
    }
  });

  it('accepts a captcha drawn by one instance on the other, once', async () => {
    const cookie = await captchaFrom(a);
    const attempt = () =>
      call(b, '/api/auth/login', {
        json: { email: 'nobody@qq.com', password: 'whatever-1', captcha: CAPTCHA },
        headers: { cookie, 'x-forwarded-for': '192.0.2.10' },
      });
    const first = await attempt();
    expect(first.body.code).toBe('INVALID_CREDENTIALS');
    const second = await call(a, '/api/auth/login', {
      json: { email: 'nobody@qq.com', password: 'whatever-1', captcha: CAPTCHA },
      headers: { cookie, 'x-forwarded-for': '192.0.2.10' },
    });
    expect(second.body.code).toBe('CAPTCHA_INVALID');
  });

  it('reaches the per-address login limit across both instances, not per instance', async () => {
    await inOneMinute(async (attempt) => {
      const statuses: number[] = [];
      for (let i = 0; i < AUTH_RATE_LIMITS.login + 2; i++) {
        const res = await call(i % 2 ? b : a, '/api/auth/login', {
          json: { email: 'someone@qq.com', password: 'whatever-1', captcha: 'nope' },
          headers: { 'x-forwarded-for': `192.0.2.${77 + attempt}` },
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([...Array(AUTH_RATE_LIMITS.login).fill(400), 429, 429]);
    });
  });

  it('throttles one account’s sign-ins across both instances', async () => {
    const target = `throttle${++n}@qq.com`;
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_MAX_FAILURES + 2; i++) {
      const instance = i % 2 ? b : a;
      const res = await call(instance, '/api/auth/login', {
        json: { email: target, password: `guess-${i}`, captcha: CAPTCHA },
        headers: { cookie: await captchaFrom(instance), 'x-forwarded-for': `198.51.100.${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(LOGIN_MAX_FAILURES).fill(401), 429, 429]);
  });

  it('caps code requests per address across both instances', async () => {
    const address = email();
    const first = await call(a, '/api/auth/send-verification-code', {
      json: { email: address },
      headers: { 'x-forwarded-for': '192.0.2.33' },
    });
    expect(first.status).toBe(200);
    const again = await call(b, '/api/auth/send-verification-code', {
      json: { email: address },
      headers: { 'x-forwarded-for': '192.0.2.33' },
    });
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('CODE_COOLDOWN');
  });

  it('shares the tracking limit between instances (written in batches)', async () => {
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    try {
      const secret = (await db.query<{ value: string }>("SELECT value FROM app_settings WHERE key = 'secret'")).rows[0]!
        .value;
      await inOneMinute(async (attempt, minute) => {
        const ip = `192.0.2.${99 + attempt}`;
        // The requester's shared counter for this minute, as both instances write it.
        const key = `POST /api/visits/record:${counterSubject(secret, 'tracking', requesterOf(ip))}:${minute}`;
        const written = async (): Promise<number> =>
          (await db.query<{ hits: number }>('SELECT hits FROM rate_limits WHERE key = $1', [key])).rows[0]?.hits ?? 0;
        const visit = (instance: Instance) =>
          call(instance, '/api/visits/record', { json: { path: '/quote' }, headers: { 'x-forwarded-for': ip } });
        const max = AUTH_RATE_LIMITS.tracking;
        for (let i = 0; i < max - 20; i++) expect((await visit(a)).status).toBe(202);
        // Each instance writes its hits a few times a second, and learns the others' total then:
        // a's hits are in the shared counter…
        await expect.poll(written, { timeout: 10_000 }).toBe(max - 20);
        expect((await visit(b)).status).toBe(202);
        // …and b has written its one, learning a's.
        await expect.poll(written, { timeout: 10_000 }).toBe(max - 19);
        const statuses: number[] = [];
        for (let i = 0; i < 30; i++) statuses.push((await visit(b)).status);
        expect(statuses.filter((s) => s === 202)).toHaveLength(19);
        expect(statuses.slice(19).every((s) => s === 429)).toBe(true);
      });
    } finally {
      await db.end();
    }
  });

  it('answers 503 on both instances while PostgreSQL refuses them, and recovers', async () => {
    const name = new URL(database.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
      for (const instance of [a, b]) {
        const health = await call(instance, '/api/health');
        expect(health.status).toBe(503);
        expect(health.body.code).toBe('SERVICE_UNAVAILABLE');
      }
    } finally {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    for (const instance of [a, b]) {
      await expect.poll(async () => (await call(instance, '/api/health')).status, { timeout: 10_000 }).toBe(200);
    }
  });
});
