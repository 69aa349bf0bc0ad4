import { unzipSync } from 'fflate';
import {
  RenderRequestSchema,
  errorMessage,
  isErrorCode,
  type Locale,
  type RenderRequest,
  type TemplatesResponse,
} from '@inkcard/shared';
import { AppError } from '../errors';
import { prepareRender, renderCatalog, runRender } from '../services/render-card';
import { createRenderPool, type RenderPool, type RenderPoolLog } from './render-pool';
import { readTemplatesCatalog, type TemplatesCatalog } from './templates-catalog';

/** A rendered card: its PNGs (one per page), their size and what the text did. */
export interface RenderedCard {
  images: Buffer[];
  width: number;
  height: number;
  fit: 'fits' | 'shrunk' | 'overflow';
}

/** Why a render was refused, with the API's code and status (the CLI turns it into an exit code). */
export class CardRenderError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly issues: unknown[] = [],
    readonly hint?: string,
  ) {
    super(message);
    this.name = 'CardRenderError';
  }
}

/** Renders cards from API requests: on a local pool (no server), or through a running Inkcard. */
export interface CardRenderer {
  templates(): Promise<TemplatesResponse>;
  /** @throws CardRenderError */
  render(request: RenderRequest): Promise<RenderedCard>;
  close(): Promise<void>;
}

/**
 * A renderer with its own pool over a built SPA, on 127.0.0.1 and an ephemeral port: what the CLI
 * and the stdio MCP server use when no server is named. The request is checked exactly as the
 * HTTP API checks it.
 * @param options - the built SPA, chromium, K, the answers' language, a log
 * @returns the renderer
 */
export function localRenderer(options: {
  webDist: string;
  chromiumPath?: string;
  concurrency?: number;
  locale?: Locale;
  log?: RenderPoolLog;
}): CardRenderer {
  const pool: RenderPool = createRenderPool({
    webDist: options.webDist,
    chromiumPath: options.chromiumPath,
    concurrency: options.concurrency ?? 1,
    log: options.log,
  });
  let catalog: TemplatesCatalog | undefined;
  const render = { pool, catalog: () => (catalog ??= readTemplatesCatalog(options.webDist)) };
  const fail = (err: unknown, locale: Locale): never => {
    if (err instanceof AppError) {
      throw new CardRenderError(
        err.code,
        errorMessage(err.code, locale),
        err.status,
        err.details?.issues ?? (err.fields ? Object.entries(err.fields).map(([field, code]) => ({ field, code })) : []),
        err.details?.hint,
      );
    }
    throw err;
  };
  return {
    async templates() {
      try {
        return renderCatalog(render).response;
      } catch (err) {
        return fail(err, options.locale ?? 'en');
      }
    },
    async render(request) {
      const parsed = RenderRequestSchema.safeParse(request);
      const locale = options.locale ?? (request.lang === 'zh' ? 'zh' : 'en');
      if (!parsed.success) {
        throw new CardRenderError(
          'VALIDATION_FAILED',
          errorMessage('VALIDATION_FAILED', locale),
          400,
          parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })),
        );
      }
      try {
        const cat = renderCatalog(render);
        const result = await runRender(pool, cat, prepareRender(cat, parsed.data), locale);
        return { images: result.images, width: result.width, height: result.height, fit: result.fit };
      } catch (err) {
        return fail(err, locale);
      }
    },
    close: () => pool.close(),
  };
}

/**
 * A renderer that sends each request to a running Inkcard's API with a personal token.
 * @param server - its address, e.g. https://inkcard.example
 * @param token - an API token (ink_…)
 * @returns the renderer
 */
export function remoteRenderer(server: string, token: string): CardRenderer {
  const base = server.replace(/\/+$/, '');
  const headers = { authorization: `Bearer ${token}`, accept: 'image/png, application/zip, application/json' };
  const refuse = async (res: Response): Promise<never> => {
    let body: { code?: unknown; message?: unknown; issues?: unknown; hint?: unknown } = {};
    try {
      body = (await res.json()) as typeof body;
    } catch {
      body = {};
    }
    const code = typeof body.code === 'string' ? body.code : `HTTP_${res.status}`;
    const message =
      typeof body.message === 'string' ? body.message : isErrorCode(code) ? errorMessage(code, 'en') : res.statusText;
    throw new CardRenderError(
      code,
      message,
      res.status,
      Array.isArray(body.issues) ? body.issues : [],
      typeof body.hint === 'string' ? body.hint : undefined,
    );
  };
  const call = async (path: string, init: RequestInit = {}): Promise<Response> => {
    let res: Response;
    try {
      res = await fetch(base + path, { ...init, headers: { ...headers, ...init.headers } });
    } catch (err) {
      throw new CardRenderError('NETWORK', `could not reach ${base}: ${(err as Error).message}`, 0);
    }
    return res.ok ? res : refuse(res);
  };
  return {
    async templates() {
      return (await (await call('/api/v1/templates')).json()) as TemplatesResponse;
    },
    async render(request) {
      const res = await call('/api/v1/render', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
      });
      const bytes = new Uint8Array(await res.arrayBuffer());
      const images = (res.headers.get('content-type') ?? '').includes('zip')
        ? Object.entries(unzipSync(bytes))
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([, png]) => Buffer.from(png))
        : [Buffer.from(bytes)];
      const fit = res.headers.get('x-inkcard-fit');
      return {
        images,
        width: Number(res.headers.get('x-inkcard-width')),
        height: Number(res.headers.get('x-inkcard-height')),
        fit: fit === 'shrunk' || fit === 'overflow' ? fit : 'fits',
      };
    },
    async close() {},
  };
}
