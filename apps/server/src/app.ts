import fs from 'node:fs';
import http from 'node:http';
import type { Duplex } from 'node:stream';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { ErrorCode } from '@inkcard/shared';
import { errorBody, installErrorHandler, sendError } from './middleware/error-handler';
import { databaseRateLimitStore, rateLimitKey } from './middleware/rate-limit';
import { sweepExpiredCounters } from './rate-limit/shared-counters';
import { sweepDeletedCards } from './services/purge-deleted-cards';
import { apiRoutes, rootRoutes } from './routes';
import { sharePageRoutes } from './routes/share-page/share-page.routes';
import { trackingEndpoints, type TrackingEndpoints } from './routes/tracking/tracking.routes';
import type { TrustProxy } from './http/raw';
import { securityHeaders } from './http/security-headers';
import { loadSpaPage } from './http/spa-page';
import { webDistPath } from './render/web-dist';
import type { AppDeps } from './deps';

/** How long an idle kept-alive connection stays open: Fastify's default, above load balancers' 60 s. */
export const KEEP_ALIVE_MS = 72_000;

const API_PATH = /^\/api(?:[/?]|$)/;
const HEALTH_PATH = /^\/api\/health(?:\?|$)/;
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
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  // The tracking endpoints take every page view in bursts (issue 6 budget), so Node's request
  // handler offers each request to them before Fastify's router; see tracking.routes.ts.
  const tracking: { endpoints?: TrackingEndpoints } = {};
  const webDist = webDistPath(env.WEB_DIST);
  const indexHtml = path.join(webDist, 'index.html');
  const page = fs.existsSync(indexHtml) ? loadSpaPage(indexHtml) : undefined;
  const headers = securityHeaders(env, page?.scriptHashes);
  const app = Fastify({
    trustProxy,
    serverFactory: (handler) => {
      const server = http.createServer((req, res) => {
        // While draining, every request goes to Fastify, whose hook answers 503.
        if (deps.instance.draining || !tracking.endpoints?.handle(req, res)) handler(req, res);
      });
      // Fastify sets its 72 s keep-alive only on a server it makes itself; Node's own 5 s closed
      // idle connections under clients (and load balancers, 60 s idle) about to reuse them, who
      // then saw a reset instead of an answer (an API client in CI, 6 s after its last render).
      server.keepAliveTimeout = KEEP_ALIVE_MS;
      return server;
    },
    bodyLimit: 1_048_576,
    // Request ids correlate logs across instances: a random per-process prefix and a counter,
    // unique without paying for a UUID on every request.
    genReqId: requestIdGenerator(),
    // Fastify answers a URL it cannot decode (say /uploads/avatars/%ED%A0%80) before any route
    // runs, and Node a request it cannot parse: both in our error shape too.
    frameworkErrors: (_error, req, reply) => sendError(req, reply.headers(headers), 'VALIDATION_FAILED', 400),
    clientErrorHandler: (error, socket) => answerClientError(error, socket, headers),
    // Our onRequest hook answers 503 while the instance drains, in our error shape, from the stop
    // signal on (Fastify's own answer would start only once the server closes).
    return503OnClosing: false,
    ...options,
  });
  app.decorate('deps', deps);
  installErrorHandler(app);
  const endpoints = trackingEndpoints(deps, app.log, trustProxy, headers);
  tracking.endpoints = endpoints;
  const stopSweeping = sweepExpiredCounters(() => deps.database.db, app.log);
  const stopPurging = sweepDeletedCards(() => deps.database.db, app.log);
  app.addHook('onClose', async () => {
    stopSweeping();
    stopPurging();
    await endpoints.close();
    // In-flight renders finish, then the pool's browser closes with the server.
    await deps.render.pool.close();
  });

  // The same security headers on every answer. API answers carry tokens and personal data, so
  // none may be stored by a browser or a proxy unless its route says otherwise.
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(headers);
    if (API_PATH.test(req.url)) reply.header('Cache-Control', 'no-store');
    if (deps.instance.draining) {
      // Stopping: nothing new starts here. Health says why; everything else is told to come back.
      reply.header('Connection', 'close');
      if (!HEALTH_PATH.test(req.url)) {
        reply.header('Retry-After', '5');
        return void sendError(req, reply, 'SERVER_DRAINING', 503);
      }
    }
    done();
  });
  await app.register(cookie);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(rateLimit, {
    global: false,
    // Counters live in the database, so every instance counts against the same limits.
    store: databaseRateLimitStore(deps),
    keyGenerator: rateLimitKey,
    errorResponseBuilder: (_req, context) => ({
      statusCode: context.statusCode,
      code: 'RATE_LIMITED',
      message: 'rate limited',
    }),
  });

  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(rootRoutes);

  if (page) {
    // The page every visit starts with, from memory; client routes get it from the not-found
    // handler below.
    app.get('/', { compress: false }, (req, reply) => page.send(req, reply));
    await app.register(sharePageRoutes, { page });
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
    const isPageRequest = (req.method === 'GET' || req.method === 'HEAD') && !path.extname(url);
    // History fallback: client routes all load the SPA, which renders its own 404 page.
    if (isPageRequest && page) return page.send(req, reply);
    return sendError(req, reply, 'NOT_FOUND', 404);
  });

  return app;
}

/**
 * Answers a request Node's HTTP parser refused (a NUL in a header, a malformed request line, an
 * oversized header) in the error shape, as Fastify's default handler does in its own shape, with
 * the security headers every other answer carries.
 * @param error - the parser's error
 * @param socket - the client's connection
 * @param headers - the security headers (lower-case names)
 */
export function answerClientError(
  error: Error & { code?: string },
  socket: Duplex,
  headers: Readonly<Record<string, string>>,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code]: [number, ErrorCode] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'PAYLOAD_TOO_LARGE']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'VALIDATION_FAILED']
        : [400, 'VALIDATION_FAILED'];
  const body = JSON.stringify(errorBody(code, 'zh'));
  if (socket.writable) {
    const lines = Object.entries({
      ...headers,
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    }).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${lines.join('')}\r\n${body}`);
  }
  socket.destroy(error);
}

/**
 * Request ids: `<8 random hex>-<counter in base 36>`, unique across instances sharing one log.
 * @returns the generator
 */
function requestIdGenerator(): () => string {
  const prefix = crypto.randomUUID().slice(0, 8);
  let counter = 0;
  return () => `${prefix}-${(++counter).toString(36)}`;
}

/**
 * Reads TRUST_PROXY: unset → trust nothing (addresses come from the socket).
 * @param value - "true", a hop count, or a comma-separated address list
 * @returns a Fastify trustProxy value
 */
function parseTrustProxy(value: string | undefined): TrustProxy {
  if (!value) return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value.split(',').map((s) => s.trim());
}
