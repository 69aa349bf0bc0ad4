import type { FastifyInstance } from 'fastify';

/**
 * The users resource (see docs/ARCHITECTURE.md).
 * @param app - the Fastify instance
 */
export async function usersRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
