import type { FastifyInstance } from 'fastify';
import { RENDER_BODY_MAX_BYTES } from '@inkcard/shared';
import { authenticateApiToken } from '../../middleware/api-token';
import { sendError } from '../../middleware/error-handler';
import { requestLocale } from '../../middleware/locale';
import { rateLimitFor } from '../../middleware/rate-limit';
import { createInkcardMcpServer } from '../../mcp/inkcard-mcp';
import { serverMcpBackend } from '../../mcp/server-backend';

/**
 * The MCP server over Streamable HTTP (issue 27), stateless: each POST carries an API token in its
 * Authorization header and is answered by a fresh server and transport (JSON, no session), so any
 * instance can answer any request. GET (a server-initiated stream) and DELETE (a session's end)
 * have nothing to do without sessions: 405.
 * @param app - the Fastify instance, prefixed with /mcp
 */
export async function mcpRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  app.post('/', { config: rateLimitFor(deps.env, 'api'), bodyLimit: RENDER_BODY_MAX_BYTES }, async (req, reply) => {
    const who = await authenticateApiToken(req);
    const server = await createInkcardMcpServer(serverMcpBackend(deps, who, requestLocale(req)));
    const { StreamableHTTPServerTransport } = await import('@modelcontextprotocol/sdk/server/streamableHttp.js');
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    reply.hijack();
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req.raw, reply.raw, req.body);
  });

  for (const method of ['GET', 'DELETE'] as const) {
    app.route({
      method,
      url: '/',
      handler: (req, reply) => sendError(req, reply.header('Allow', 'POST'), 'METHOD_NOT_ALLOWED', 405),
    });
  }
}
