import type { FastifyInstance } from 'fastify';

/**
 * The tracking resource (see docs/ARCHITECTURE.md).
 * @param app - the Fastify instance
 */
export async function trackingRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
