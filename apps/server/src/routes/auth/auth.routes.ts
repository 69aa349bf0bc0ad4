import type { FastifyInstance } from 'fastify';

/**
 * The auth resource (see docs/ARCHITECTURE.md).
 * @param app - the Fastify instance
 */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
