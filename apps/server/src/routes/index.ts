import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health/health.routes';
import { authRoutes } from './auth/auth.routes';
import { usersRoutes } from './users/users.routes';
import { adminRoutes } from './admin/admin.routes';
import { avatarsRoutes } from './avatars/avatars.routes';
import { aiRoutes } from './ai/ai.routes';
import { apiTokensRoutes } from './api-tokens/api-tokens.routes';
import { v1Routes } from './v1/v1.routes';
import { mcpRoutes } from './mcp/mcp.routes';
import { batchesRoutes } from './batches/batches.routes';
import { cspReportsRoutes } from './csp-reports/csp-reports.routes';
import { cardsRoutes } from './cards/cards.routes';
import { cardThumbnailsRoutes } from './cards/card-thumbnails.routes';

/**
 * The explicit list of resources mounted under /api. The tracking resource (POST
 * /api/visits/record, /api/card-downloads/record) is answered ahead of Fastify's router, by the
 * handler buildApp installs; see tracking/tracking.routes.ts.
 * @param app - the Fastify instance, prefixed with /api
 */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(usersRoutes, { prefix: '/users' });
  await app.register(adminRoutes, { prefix: '/admin' });
  await app.register(aiRoutes, { prefix: '/ai' });
  await app.register(apiTokensRoutes, { prefix: '/api-tokens' });
  await app.register(v1Routes, { prefix: '/v1' });
  await app.register(batchesRoutes, { prefix: '/v1/batches' });
  await app.register(cspReportsRoutes, { prefix: '/csp-reports' });
  await app.register(cardsRoutes, { prefix: '/cards' });
}

/**
 * Resources outside /api: avatar images at their stable URL /uploads/avatars/:file (spec §3), and
 * card thumbnails at /uploads/cards/:file, the MCP server (Streamable HTTP) at /mcp.
 * @param app - the Fastify instance
 */
export async function rootRoutes(app: FastifyInstance): Promise<void> {
  await app.register(avatarsRoutes, { prefix: '/uploads/avatars' });
  await app.register(mcpRoutes, { prefix: '/mcp' });
  await app.register(cardThumbnailsRoutes, { prefix: '/uploads/cards' });
}
