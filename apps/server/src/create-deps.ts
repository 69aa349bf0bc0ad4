import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from './deps';
import { openDatabase } from './db/client';
import { createMailer } from './email/mailer';
import { createLlm } from './ai/llm';
import { createBatchRuntime } from './batches/batch-runtime';
import { InstanceStatus } from './http/instance-status';
import type { Env } from './env';
import { resolveSecret, sharedSecret } from './secret';
import { createRenderService } from './render/render-service';

/**
 * Opens everything the app depends on, for the server process, the CLI and tests alike.
 * @param env - the configuration
 * @param log - a logger for the development mailer and dropped database connections
 * @param options - memory: use an in-memory PGlite (tests)
 * @returns the dependencies
 */
export async function createDeps(
  env: Env,
  log: FastifyBaseLogger,
  options: { memory?: boolean } = {},
): Promise<AppDeps> {
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    pgliteDir: options.memory ? 'memory' : path.join(env.DATA_DIR, 'pglite'),
    onIdleError: (error) => log.warn({ err: error }, 'an idle database connection was closed by the server'),
  });
  // On PostgreSQL several instances may share the database: they must share the secret too.
  const secret =
    env.APP_SECRET ??
    (database.kind === 'postgres' ? await sharedSecret(database.db) : resolveSecret(env, !options.memory));
  const render = createRenderService(env, log);
  const batches = createBatchRuntime(env, database, log, render);
  return {
    env,
    database,
    mailer: createMailer(env, log),
    secret,
    llm: createLlm(env),
    render,
    batches,
    instance: new InstanceStatus(),
    now: () => Date.now(),
  };
}
