import { RenderRequestSchema, errorMessage, type Locale } from '@inkcard/shared';
import type { AppDeps } from '../deps';
import type { ApiTokenRow, UserRow } from '../db/schema';
import { AppError } from '../errors';
import { spendApiRender } from '../services/api-usage';
import { keyedHash } from '../services/keyed-hash';
import { prepareRender, recordApiRender, renderCatalog, runRender } from '../services/render-card';
import { keepRender } from '../services/render-links';
import { McpToolError, type McpBackend } from './inkcard-mcp';

/**
 * The MCP tools' backend inside the server (/mcp): the server's own pool, the caller's token's
 * quota and download record, and every PNG kept behind a short-lived link on this server
 * (`/api/v1/renders/<id>.png`), which the assistant's user can open.
 * @param deps - the app dependencies
 * @param who - the token's user and the token
 * @param locale - the language of the tools' messages
 * @returns the backend
 */
export function serverMcpBackend(
  deps: AppDeps,
  who: { user: UserRow; token: ApiTokenRow },
  locale: Locale,
): McpBackend {
  const asToolError = (err: unknown): never => {
    if (err instanceof AppError) {
      throw new McpToolError(`${err.code}: ${errorMessage(err.code, locale)}`, err.details ?? err.fields);
    }
    throw err;
  };
  return {
    async templates() {
      try {
        return renderCatalog(deps.render).response;
      } catch (err) {
        return asToolError(err);
      }
    },
    async render(input) {
      try {
        const parsed = RenderRequestSchema.safeParse(input);
        if (!parsed.success) throw new AppError('VALIDATION_FAILED');
        const catalog = renderCatalog(deps.render);
        const prepared = prepareRender(catalog, parsed.data);
        const spending = await spendApiRender(deps, who.token.id);
        let result;
        try {
          result = await runRender(deps.render.pool, catalog, prepared, locale);
        } catch (err) {
          await spending.giveBack();
          throw err;
        }
        await recordApiRender(deps, prepared, {
          userId: who.user.id,
          tokenId: who.token.id,
          visitorHash: keyedHash(deps.secret, 'api-requester', String(who.token.id)),
        });
        const base = deps.env.PUBLIC_URL.replace(/\/+$/, '');
        const links: string[] = [];
        for (const png of result.images) {
          const { id } = await keepRender(deps.database.db, who.user.id, png);
          links.push(`${base}/api/v1/renders/${id}.png`);
        }
        return { images: result.images, links, width: result.width, height: result.height, fit: result.fit };
      } catch (err) {
        return asToolError(err);
      }
    },
  };
}
