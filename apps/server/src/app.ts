import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { AVATAR_MAX_BYTES } from '@inkcard/shared';
import type { Env } from './env';
import type { Database } from './db/client';
import type { Mailer } from './email/mailer';
import { installErrorHandler, sendError } from './middleware/error-handler';
import { apiRoutes, rootRoutes } from './routes';

/** What every route and service may use; built once per process (or per test). */
export interface AppDeps {
  env: Env;
  database: Database;
  mailer: Mailer;
  /** Salt for address hashes. */
  secret: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/** Where the built SPA lives unless WEB_DIST says otherwise. */
function defaultWebDist(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, '../../web/dist');
}

const HASHED_ASSET = /^\/assets\/.+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

/**
 * Builds the HTTP app without listening, so tests can mount it on a random port.
 * @param deps - configuration, database, mailer and secret
 * @param options - the logger to use
 * @returns the ready-to-listen Fastify instance
 */
export async function buildApp(
  deps: AppDeps,
  options: { loggerInstance?: FastifyBaseLogger } = {},
): Promise<FastifyInstance> {
  const { env } = deps;
  const app = Fastify({
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    bodyLimit: 1_048_576,
    // Pretty JSON is never needed; request ids help correlate logs.
    genReqId: () => crypto.randomUUID(),
    ...options,
  });
  app.decorate('deps', deps);
  installErrorHandler(app);

  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React style attributes and the card style panel need inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'data:', 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: false,
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, context) => ({
      statusCode: context.statusCode,
      code: 'RATE_LIMITED',
      message: 'rate limited',
    }),
  });
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10, parts: 12 },
  });

  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(rootRoutes);

  const webDist = env.WEB_DIST ? path.resolve(env.WEB_DIST) : defaultWebDist();
  const indexHtml = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      // One wildcard route, not one route per file: the build holds ~1,700 files (font chunks and
      // their .br/.gz twins), and registering each one cost about a second at start. Missing files
      // fall through to the not-found handler below, which serves the SPA for page paths.
      wildcard: true,
      preCompressed: true,
      index: false,
      // Our setHeaders decides: hashed assets cache for a year, everything else revalidates.
      cacheControl: false,
      setHeaders(res, filePath) {
        const rel =
          '/' +
          path
            .relative(webDist, filePath)
            .split(path.sep)
            .join('/')
            .replace(/\.(br|gz)$/, '');
        if (HASHED_ASSET.test(rel)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else res.setHeader('Cache-Control', 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/')) return sendError(req, reply, 'ROUTE_NOT_FOUND', 404);
    const isPageRequest = (req.method === 'GET' || req.method === 'HEAD') && !path.extname(url) && hasWeb;
    if (isPageRequest) {
      // History fallback: client routes all load the SPA, which renders its own 404 page.
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return sendError(req, reply, 'NOT_FOUND', 404);
  });

  return app;
}

/**
 * Reads TRUST_PROXY: unset → trust nothing (addresses come from the socket).
 * @param value - "true", a hop count, or a comma-separated address list
 * @returns a Fastify trustProxy value
 */
function parseTrustProxy(value: string | undefined): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (!value) return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value.split(',').map((s) => s.trim());
}
