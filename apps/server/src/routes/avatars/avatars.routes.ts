import type { FastifyInstance } from 'fastify';

/**
 * The avatars resource (see docs/ARCHITECTURE.md).
 * @param app - the Fastify instance
 */
export async function avatarsRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
