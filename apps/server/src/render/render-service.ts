import type { Env } from '../env';
import { createRenderPool, type RenderPool, type RenderPoolLog } from './render-pool';
import { readTemplatesCatalog, type TemplatesCatalog } from './templates-catalog';
import { webDistPath } from './web-dist';

/** What the API and MCP routes render with: the pool and the registry's manifest, both lazy. */
export interface RenderService {
  pool: RenderPool;
  /** The built SPA's manifest; undefined while there is no build. Read once it is there. */
  catalog(): TemplatesCatalog | undefined;
}

/**
 * The server's render service: a pool over the built SPA (WEB_DIST or apps/web/dist) configured
 * from the environment. Nothing starts until the first render.
 * @param env - the configuration
 * @param log - where the pool logs
 * @returns the service
 */
export function createRenderService(env: Env, log?: RenderPoolLog): RenderService {
  const webDist = webDistPath(env.WEB_DIST);
  const pool = createRenderPool({
    webDist,
    concurrency: env.RENDER_CONCURRENCY,
    queueLimit: env.RENDER_QUEUE_LIMIT,
    timeoutMs: env.RENDER_TIMEOUT_MS,
    pageMaxJobs: env.RENDER_PAGE_MAX_JOBS,
    pageMaxHeapMb: env.RENDER_PAGE_MAX_HEAP_MB,
    chromiumPath: env.CHROMIUM_PATH,
    log,
  });
  let catalog: TemplatesCatalog | undefined;
  return {
    pool,
    catalog() {
      catalog ??= readTemplatesCatalog(webDist);
      return catalog;
    },
  };
}
