import http from 'node:http';
import pino from 'pino';
import { errorMessage } from '@inkcard/shared';
import { createDeps } from './create-deps';
import { loadEnv } from './env';
import { requestLocale } from './middleware/locale';
import { databaseHealthCheck } from './services/check-health';

/**
 * `npm run worker`: a render worker (issue 28). It opens the database (PostgreSQL: DATABASE_URL),
 * takes batch cards from the shared queue and renders them in its own chromium pool. It serves no
 * API: only `GET /api/health` on WORKER_HEALTH_PORT, for a supervisor or load balancer, answering
 * 503 in the API's error shape when the database is lost or the renderer is not there.
 */
async function main(): Promise<void> {
  const env = loadEnv();
  const logger = pino({ level: env.LOG_LEVEL });
  const deps = await createDeps(env, logger);
  if (deps.database.kind !== 'postgres') {
    logger.warn('a worker on the embedded database renders only for itself: set DATABASE_URL to share the queue');
  }
  await deps.batches.start({ role: 'worker', render: true });
  if (!deps.batches.rendering) {
    await deps.batches.stop();
    await deps.database.close();
    throw new Error('this worker has no renderer (chromium and the built web app are needed)');
  }
  const databaseAnswers = databaseHealthCheck(() => deps.database.db);
  const health = http.createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/api/health') {
      send(404, {
        success: false,
        code: 'ROUTE_NOT_FOUND',
        message: errorMessage('ROUTE_NOT_FOUND', requestLocale(req)),
      });
      return;
    }
    void databaseAnswers().then((ok) =>
      ok
        ? send(200, { ok: true, db: deps.database.kind, role: 'worker', worker: deps.batches.workerId })
        : send(503, {
            success: false,
            code: 'SERVICE_UNAVAILABLE',
            message: errorMessage('SERVICE_UNAVAILABLE', requestLocale(req)),
          }),
    );
  });
  await new Promise<void>((resolve) => health.listen(env.WORKER_HEALTH_PORT, env.HOST, resolve));

  let closing = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'worker shutting down: finishing the cards in hand');
    try {
      health.close();
      await deps.batches.stop();
      await deps.database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  const address = health.address();
  const port = typeof address === 'object' && address ? address.port : env.WORKER_HEALTH_PORT;
  logger.info(
    `Inkcard render worker ${deps.batches.workerId} is taking batch cards (database: ${deps.database.kind}, ` +
      `${env.BATCH_CONCURRENCY} at once); health on http://${env.HOST}:${port}/api/health`,
  );
}

main().catch((err: unknown) => {
  process.stderr.write(`Inkcard worker failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
