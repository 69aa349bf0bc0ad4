import type { FastifyInstance } from 'fastify';
import type { HealthResponse } from '@inkcard/shared';
import { sendError } from '../../middleware/error-handler';
import { databaseHealthCheck } from '../../services/check-health';

/**
 * GET /api/health: whether this instance can serve, for a load balancer. It asks the database,
 * so a dead embedded-database worker or a lost PostgreSQL answers 503 SERVICE_UNAVAILABLE and
 * the instance is taken out; otherwise 200 with the engine in use and the render pool's state (a
 * pool without chromium is reported, not a reason to take the instance out).
 * @param app - the Fastify instance
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const databaseAnswers = databaseHealthCheck(() => app.deps.database.db);
  app.get('/health', async (req, reply) => {
    if (!(await databaseAnswers())) return sendError(req, reply, 'SERVICE_UNAVAILABLE', 503);
    return { ok: true, db: app.deps.database.kind, render: app.deps.render.pool.status() } satisfies HealthResponse;
  });
}
