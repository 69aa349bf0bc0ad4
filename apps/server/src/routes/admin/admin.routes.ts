import type { FastifyInstance } from 'fastify';

/**
 * The admin resource (see docs/ARCHITECTURE.md).
 * @param app - the Fastify instance
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
