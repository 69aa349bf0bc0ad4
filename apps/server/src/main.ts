import { buildApp } from './app';
import { createDeps } from './create-deps';
import { loadEnv } from './env';
import { createProcessLogger } from './logger';
import { ensureSuperAdmin } from './services/ensure-super-admin';
import { gracefulShutdown } from './shutdown';

/** Process entry: load env, open and migrate the database, bootstrap the admin, listen. */
async function main(): Promise<void> {
  const env = loadEnv();
  const { logger, stopWaiting } = createProcessLogger(env);
  const deps = await createDeps(env, logger);
  if (process.argv.includes('--prepare-db')) {
    // Run by the install step: create the embedded database and apply migrations, so that the
    // first `npm start` only opens it (PGlite's initdb alone takes seconds).
    await deps.database.close();
    return;
  }
  const app = await buildApp(deps, { loggerInstance: logger });

  const admin = await ensureSuperAdmin(deps.database.db, env);
  if (admin.created) {
    const lines = [
      '',
      '┌──────────────────────────────────────────────────────────────',
      '│ Inkcard: first super admin created',
      `│   email:    ${admin.email}`,
      admin.generatedPassword
        ? `│   password: ${admin.generatedPassword}   (shown once; change it in Settings)`
        : '│   password: the ADMIN_PASSWORD you set',
      '│   console:  /admin/v2/login',
      '└──────────────────────────────────────────────────────────────',
      '',
    ];
    process.stdout.write(lines.join('\n') + '\n');
  }

  const stop = gracefulShutdown(app, deps, logger, {
    drainMs: env.SHUTDOWN_DRAIN_MS,
    timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    exit: (code) => {
      stopWaiting();
      process.exit(code);
    },
  });
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  // Started by a supervisor with an IPC channel (the e2e server): when it is gone, so are we,
  // rather than live on as an orphan nobody will stop.
  if (process.channel) process.once('disconnect', () => stop('parent process gone'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  // Batches: render in this process unless the cards are left to `npm run worker` processes.
  await deps.batches.start({ role: 'web', render: env.RENDER_IN_PROCESS });
  logger.info(
    { port },
    `Inkcard is ready on http://localhost:${port} (database: ${deps.database.kind}, mail: ${deps.mailer.kind}, ` +
      `AI: ${deps.llm ? `on, model ${deps.llm.model}` : 'off'})`,
  );
}

main().catch((err: unknown) => {
  process.stderr.write(`Inkcard failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
