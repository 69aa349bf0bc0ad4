import type { FastifyInstance } from 'fastify';
import type { HealthResponse } from '@inkcard/shared';

/**
 * GET /api/health: liveness plus which database engine is in use.
 * @param app - the Fastify instance
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async (): Promise<HealthResponse> => ({ ok: true, db: app.deps.database.kind }));
}
