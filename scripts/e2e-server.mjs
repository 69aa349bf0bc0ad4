#!/usr/bin/env node
// The server Playwright drives: a fresh data dir, a known admin, and a local SMTP server
// (smtp-server) that stores every message it receives in <dir>/mail/ for the tests to read.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 3100);
const smtpPort = port + 1000;
const dir = path.join(root, `.e2e-${port}`);
for (const sub of ['data', 'mail']) fs.rmSync(path.join(dir, sub), { recursive: true, force: true });
fs.mkdirSync(path.join(dir, 'mail'), { recursive: true });

// Each port builds the SPA into its own folder and runs the server from source (tsx), so several
// suites (or developers) can run side by side without overwriting one another's build.
const webDist = path.join(dir, 'web');
if (process.env.E2E_SKIP_BUILD !== '1') {
  const res = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
    env: { ...process.env, WEB_OUT_DIR: webDist },
  });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

let count = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((r) => r.address).join(',');
      const name = `${Date.now()}-${String(++count).padStart(4, '0')}.eml`;
      fs.writeFileSync(
        path.join(dir, 'mail', name),
        `X-Envelope-To: ${to}\r\n` + Buffer.concat(chunks).toString('utf8'),
      );
      callback();
    });
  },
});
// A client dropping its connection must not take the test server down.
smtp.on('error', (err) => console.error(`[e2e smtp] ${err.message}`));
smtp.listen(smtpPort, '127.0.0.1');

// The IPC channel ties the server to this process: if this one dies (even by SIGKILL), the server
// sees its channel close and stops itself instead of living on as an orphan.
const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dir, 'data'),
    WEB_DIST: webDist,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: 'admin@inkcard.test',
    ADMIN_PASSWORD: 'e2e-Admin-passw0rd!',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    SMTP_SECURE: 'false',
    SMTP_INSECURE_TLS: 'true',
    DATABASE_URL: '',
    // Automated tests cannot read a captcha image; the server warns loudly when this is set.
    CAPTCHA_TEST_ANSWER: 'e2e8',
    AUTH_RATE_LIMIT_SCALE: '50',
  },
});
/** The server stops within its own deadline (10 s); past a little more, it is killed. */
const SERVER_STOP_MS = 13_000;
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  child.kill('SIGTERM');
  smtp.close();
  setTimeout(() => {
    child.kill('SIGKILL');
    process.exit(1);
  }, SERVER_STOP_MS).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// Orphaned (the test runner died without stopping us): stop too, rather than run on unseen.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop();
}, 1_000).unref();
child.on('exit', (code) => {
  smtp.close();
  process.exit(code ?? 0);
});
