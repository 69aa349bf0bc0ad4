import type { FastifyInstance, FastifyReply } from 'fastify';
import { RENDER_BODY_MAX_BYTES, RenderLinkParamsSchema, RenderRequestSchema } from '@inkcard/shared';
import { authenticateApiToken } from '../../middleware/api-token';
import { rateLimitFor } from '../../middleware/rate-limit';
import { requestLocale } from '../../middleware/locale';
import { validate } from '../../middleware/validate';
import { AppError } from '../../errors';
import { zipPages } from '../../render/zip-pages';
import { apiRendersLeft, spendApiRender } from '../../services/api-usage';
import { readKeptRender } from '../../services/render-links';
import { prepareRender, recordApiRender, renderCatalog, runRender } from '../../services/render-card';
import { keyedHash } from '../../services/keyed-hash';
import { openApiDocument } from './openapi';

/**
 * The public API, version 1 (issue 27): the template catalog and card renders for any client with
 * a personal token, the OpenAPI document, and the render links MCP answers give.
 * @param app - the Fastify instance, prefixed with /api/v1
 */
export async function v1Routes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const { env } = deps;
  const document = openApiDocument(env.PUBLIC_URL);

  app.get('/openapi.json', async () => document);

  app.get('/templates', { config: rateLimitFor(env, 'api') }, async (req) => {
    await authenticateApiToken(req);
    const catalog = renderCatalog(deps.render);
    return catalog.response;
  });

  app.post(
    '/render',
    { config: rateLimitFor(env, 'api'), bodyLimit: RENDER_BODY_MAX_BYTES },
    async (req, reply: FastifyReply) => {
      const { user, token } = await authenticateApiToken(req);
      const request = validate(RenderRequestSchema, req.body);
      const catalog = renderCatalog(deps.render);
      const prepared = prepareRender(catalog, request);
      const spending = await spendApiRender(deps, token.id);
      let result;
      try {
        result = await runRender(deps.render.pool, catalog, prepared, requestLocale(req));
      } catch (err) {
        await spending.giveBack();
        throw err;
      }
      await recordApiRender(deps, prepared, {
        userId: user.id,
        tokenId: token.id,
        visitorHash: keyedHash(deps.secret, 'api-requester', String(token.id)),
      });
      // The pages form is always a ZIP; a note (a carousel itself) is a PNG when it is one page.
      const pages = request.form === 'pages' || result.images.length > 1;
      reply.headers({
        'X-Inkcard-Pages': String(result.images.length),
        'X-Inkcard-Fit': result.fit,
        'X-Inkcard-Shrunk': String(result.fit !== 'fits'),
        'X-Inkcard-Width': String(result.width),
        'X-Inkcard-Height': String(result.height),
        'X-Inkcard-Renders-Left': String(await apiRendersLeft(deps, token.id)),
      });
      if (pages) {
        return reply
          .type('application/zip')
          .header('Content-Disposition', `attachment; filename="${prepared.template.id.replace('/', '-')}.zip"`)
          .send(zipPages(result.images));
      }
      return reply
        .type('image/png')
        .header('Content-Disposition', `inline; filename="${prepared.template.id.replace('/', '-')}.png"`)
        .send(result.images[0]);
    },
  );

  app.get('/renders/:file', { config: rateLimitFor(env, 'api') }, async (req, reply) => {
    const { file } = validate(RenderLinkParamsSchema, req.params, { code: 'NOT_FOUND' });
    const png = await readKeptRender(deps.database.db, file.slice(0, -'.png'.length));
    if (!png) throw new AppError('NOT_FOUND');
    return reply.type('image/png').header('Cache-Control', 'private, max-age=3600').send(Buffer.from(png));
  });
}
