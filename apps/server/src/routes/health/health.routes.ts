import type { FastifyInstance } from 'fastify';
import type { ErrorCode, HealthProblem, HealthResponse } from '@inkcard/shared';
import { errorBody } from '../../middleware/error-handler';
import { requestLocale } from '../../middleware/locale';
import { instanceHealthCheck } from '../../services/check-health';

/** The error code a health problem answers with. */
const PROBLEM_CODES: Record<HealthProblem, ErrorCode> = {
  draining: 'SERVER_DRAINING',
  degraded: 'STORAGE_FULL',
  down: 'SERVICE_UNAVAILABLE',
};

/**
 * GET /api/health: whether this instance can serve, for a load balancer. 200 `{ ok, status: 'ok',
 * db, render }` when it can (the render pool's state: a pool without chromium is reported, not a
 * reason to take the instance out); otherwise 503 in the error shape with `status`: `draining` (a
 * stop signal came), `down` (the database does not answer) or `degraded` (the storage is full),
 * so the instance is taken out until it recovers.
 * @param app - the Fastify instance
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const problem = instanceHealthCheck(app.deps.instance, () => app.deps.database.db);
  app.get('/health', async (req, reply) => {
    const found = await problem();
    if (found) {
      return reply
        .code(503)
        .type('application/json; charset=utf-8')
        .send({ ...errorBody(PROBLEM_CODES[found], requestLocale(req)), status: found });
    }
    return {
      ok: true,
      status: 'ok',
      db: app.deps.database.kind,
      render: app.deps.render.pool.status(),
    } satisfies HealthResponse;
  });
}
