import pino from 'pino';
import { buildApp } from './app';
import { createDeps } from './create-deps';
import { loadEnv } from './env';
import { ensureSuperAdmin } from './services/ensure-super-admin';

/** Process entry: load env, open and migrate the database, bootstrap the admin, listen. */
async function main(): Promise<void> {
  const env = loadEnv();
  const logger = pino({ level: env.LOG_LEVEL });
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

  let closing = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    try {
      await app.close();
      await deps.batches.stop();
      deps.mailer.close();
      await deps.database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  // Batches: render in this process unless the cards are left to `npm run worker` processes.
  await deps.batches.start({ role: 'web', render: env.RENDER_IN_PROCESS });
  logger.info(
    `Inkcard is ready on http://localhost:${env.PORT} (database: ${deps.database.kind}, mail: ${deps.mailer.kind}, ` +
      `AI: ${deps.llm ? `on, model ${deps.llm.model}` : 'off'})`,
  );
}

main().catch((err: unknown) => {
  process.stderr.write(`Inkcard failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
