import type { FastifyInstance } from 'fastify';
import {
  ApiTokenCreateRequestSchema,
  ApiTokenIdParamsSchema,
  type ApiTokenCreateResponse,
  type ApiTokenListResponse,
  type OkResponse,
} from '@inkcard/shared';
import { authenticateUser } from '../../middleware/authenticate';
import { rateLimitFor } from '../../middleware/rate-limit';
import { validate } from '../../middleware/validate';
import { presentApiToken } from '../../presenters/api-token';
import { createApiToken, listApiTokens, revokeApiToken } from '../../services/api-tokens';

/**
 * A signed-in user's personal API tokens (issue 27; /settings): list (with last use), create with
 * a name (the token is answered this once), revoke. Only the owner's own tokens are ever touched,
 * so no policy beyond the sign-in is needed.
 * @param app - the Fastify instance, prefixed with /api/api-tokens
 */
export async function apiTokensRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const config = rateLimitFor(deps.env, 'apiTokens');

  app.get('/', { config }, async (req) => {
    const { user } = await authenticateUser(req);
    const rows = await listApiTokens(deps.database.db, user.id);
    return { success: true, tokens: rows.map(presentApiToken) } satisfies ApiTokenListResponse;
  });

  app.post('/', { config }, async (req, reply) => {
    const { user } = await authenticateUser(req);
    const { name } = validate(ApiTokenCreateRequestSchema, req.body, {
      required: { fields: ['name'], code: 'REQUIRED_FIELDS' },
    });
    const { token, row } = await createApiToken(deps.database.db, user.id, name);
    return reply.code(201).send({ success: true, token, item: presentApiToken(row) } satisfies ApiTokenCreateResponse);
  });

  app.delete('/:id', { config }, async (req) => {
    const { user } = await authenticateUser(req);
    const { id } = validate(ApiTokenIdParamsSchema, req.params, { code: 'API_TOKEN_NOT_FOUND' });
    await revokeApiToken(deps.database.db, user.id, id);
    return { success: true } satisfies OkResponse;
  });
}
