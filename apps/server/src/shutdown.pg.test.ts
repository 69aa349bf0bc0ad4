import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './test/server-process';

/** The stop's deadline (SHUTDOWN_TIMEOUT_MS, the default), and a little time to see it kept. */
const SEEN_WITHIN_MS = 13_000;

describe('stopping the server process with its database stuck (issue 31, PostgreSQL)', { timeout: 120_000 }, () => {
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await server?.cleanUp();
    server = undefined;
  });

  it('exits at the deadline, naming what it gave up on, while a request waits on a locked table', async () => {
    server = await startServerProcess({});
    const locker = new pg.Client({ connectionString: server.databaseUrl });
    await locker.connect();
    try {
      // Another session holds the rate-limit table: every limited request now waits on it.
      await locker.query('begin');
      await locker.query('lock table rate_limits in access exclusive mode');
      const stuck = fetch(`${server.url}/api/auth/config`).then(
        (res) => res.status,
        () => 'cut',
      );
      // The request is in and waiting on the table.
      await server.waitForLog(
        (line) => line.msg === 'incoming request' && (line.req as { url?: string })?.url === '/api/auth/config',
      );
      server.child.kill('SIGTERM');
      const { code } = await server.exited(SEEN_WITHIN_MS);
      expect(code).toBe(1);
      const gaveUp = await server.waitForLog((line) => line.msg === 'stop deadline passed: exiting anyway');
      expect((gaveUp.gaveUpOn as string[]).join('\n')).toContain('database');
      expect(await stuck).toBe('cut');
    } finally {
      await locker.query('rollback').catch(() => undefined);
      await locker.end();
    }
  });
});
