#!/usr/bin/env node
// Durability (issue 4): every registration that got a success answer survives a kill -9.
// Starts the server from source on a temporary DATA_DIR (embedded PGlite) with a local SMTP server
// that keeps the codes, fires a burst of registrations (send-code → code from the mail → verify →
// register), kills the server with SIGKILL mid-burst, restarts it on the same data and signs in
// as every account that was answered success. Exits non-zero when one is missing.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = Number(process.env.DURABILITY_PORT ?? 3921);
const TOTAL = Number(process.env.DURABILITY_TOTAL ?? 60);
const CONCURRENCY = 12;
/** The server is killed once this many registrations have been answered success. */
const KILL_AFTER = Number(process.env.DURABILITY_KILL_AFTER ?? 20);
const CAPTCHA = 'bench';
const base = `http://127.0.0.1:${PORT}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkcard-durability-'));

// ── A local SMTP server: the newest code per recipient ──────────────────────────────────────────
const codes = new Map();
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      const code = codeFromMail(Buffer.concat(chunks).toString('utf8'));
      for (const rcpt of session.envelope.rcptTo) if (code) codes.set(rcpt.address.toLowerCase(), code);
      callback();
    });
  },
});
// A killed server drops its SMTP connections mid-message; that is expected here.
smtp.on('error', () => undefined);
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = smtp.server.address().port;

/** The 6-digit code of a verification mail's text part (quoted-printable, base64 or plain). */
function codeFromMail(raw) {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  for (const part of parts) {
    if (!/content-type:\s*text\/plain/i.test(part)) continue;
    const [head, ...rest] = part.split(/\r?\n\r?\n/);
    let body = rest.join('\n\n');
    if (/content-transfer-encoding:\s*base64/i.test(head))
      body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    else if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) body = body.replace(/=\r?\n/g, '');
    const match = /\b(\d{6})\b/.exec(body);
    if (match) return match[1];
  }
  return undefined;
}

// ── The server ──────────────────────────────────────────────────────────────────────────────────
function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'error',
      WEB_DIST: '/nonexistent',
      ADMIN_PASSWORD: 'durability-admin-pass',
      CAPTCHA_TEST_ANSWER: CAPTCHA,
      RATE_LIMIT: 'false',
      // Each simulated client gets its own X-Forwarded-For, so the per-address hourly code cap
      // (which RATE_LIMIT=false does not lift) applies per client as it would in production.
      TRUST_PROXY: '127.0.0.1',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      SMTP_INSECURE_TLS: 'true',
    },
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  child.stderrText = () => stderr;
  return child;
}

async function waitUntilUp(child, timeoutMs = 120_000) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${child.stderrText()}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return performance.now() - started;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not up within ${timeoutMs} ms: ${child.stderrText()}`);
}

async function post(pathname, body, ip) {
  const res = await fetch(base + pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': 'en', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json().catch(() => undefined) };
}

async function waitForCode(email, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (codes.has(email)) return codes.get(email);
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no code for ${email}`);
}

/** One registration from a simulated client; resolves with the account when answered success. */
async function register(i) {
  const email = `durable${i}-${process.pid}@qq.com`;
  const password = `Durable-${i}-${Math.random().toString(36).slice(2)}`;
  const ip = `198.51.100.${(i % 250) + 1}`;
  const sent = await post('/api/auth/send-verification-code', { email }, ip);
  if (sent.status !== 200) throw new Error(`send-code ${sent.status} ${JSON.stringify(sent.body)}`);
  const code = await waitForCode(email);
  const verified = await post('/api/auth/verify-code', { email, code }, ip);
  if (verified.status !== 200) throw new Error(`verify ${verified.status} ${JSON.stringify(verified.body)}`);
  const res = await post(
    '/api/auth/register',
    { username: `durable_${i}_${process.pid}`, email, password, verificationCode: code },
    ip,
  );
  if (res.status === 200 && res.body?.success === true && res.body.token) return { email, password };
  throw new Error(`register ${res.status} ${JSON.stringify(res.body)}`);
}

async function canLogIn({ email, password }) {
  const captcha = await fetch(`${base}/api/auth/captcha`);
  const cookie = (captcha.headers.get('set-cookie') ?? '').split(';')[0];
  await captcha.arrayBuffer();
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ email, password, captcha: CAPTCHA }),
  });
  return res.status === 200;
}

// ── The run ─────────────────────────────────────────────────────────────────────────────────────
let server = startServer();
const results = { total: TOTAL, killAfter: KILL_AFTER };
let exitCode = 0;
try {
  results.firstStartMs = Math.round(await waitUntilUp(server));

  const succeeded = [];
  let failedInFlight = 0;
  let killed = false;
  let next = 0;
  const killedAt = { ms: 0 };
  const burstStarted = performance.now();
  const worker = async () => {
    while (next < TOTAL && !killed) {
      const i = next++;
      try {
        const account = await register(i);
        if (killed) {
          // Answered after the kill signal was sent but before the process died: still a promise kept.
          succeeded.push(account);
          continue;
        }
        succeeded.push(account);
        if (succeeded.length >= KILL_AFTER && !killed) {
          killed = true;
          killedAt.ms = performance.now() - burstStarted;
          server.kill('SIGKILL');
        }
      } catch {
        failedInFlight++;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await new Promise((resolve) =>
    server.exitCode !== null || server.signalCode ? resolve() : server.once('exit', resolve),
  );
  results.answeredSuccess = succeeded.length;
  results.failedOrCutOff = failedInFlight;
  results.killedAtMs = Math.round(killedAt.ms);
  results.killedWith = server.signalCode;

  server = startServer();
  results.restartMs = Math.round(await waitUntilUp(server));
  let present = 0;
  const missing = [];
  for (const account of succeeded) {
    if (await canLogIn(account)) present++;
    else missing.push(account.email);
  }
  results.presentAfterRestart = present;
  results.lost = missing.length;
  if (missing.length > 0) results.missing = missing;
  if (!killed) {
    results.error = 'the burst ended before the kill; raise DURABILITY_TOTAL';
    exitCode = 1;
  }
  if (missing.length > 0) exitCode = 1;
} catch (error) {
  results.error = String(error?.message ?? error);
  exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 300));
  if (server.exitCode === null && !server.signalCode) server.kill('SIGKILL');
  smtp.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log('durability (kill -9 during a registration burst)');
console.table({
  'registrations attempted (max)': results.total,
  'answered success before kill': results.answeredSuccess,
  'failed or cut off by the kill': results.failedOrCutOff,
  'killed after (ms)': results.killedAtMs,
  'restart until healthy (ms)': results.restartMs,
  'sign in after restart': results.presentAfterRestart,
  lost: results.lost,
});
if (results.error) console.error(`error: ${results.error}`);
fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench-results/durability.json'), JSON.stringify(results, null, 2) + '\n');
process.exit(exitCode);
