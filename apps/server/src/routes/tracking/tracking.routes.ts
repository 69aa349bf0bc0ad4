import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import { DownloadRecordRequestSchema, ERRORS, VisitRecordRequestSchema, type ErrorCode } from '@inkcard/shared';
import type { AppDeps } from '../../deps';
import { clientAddressOf, readBody, sendJson, type TrustProxy } from '../../http/raw';
import { adminToken, bearerToken } from '../../middleware/authenticate';
import { errorBody } from '../../middleware/error-handler';
import { requestLocale } from '../../middleware/locale';
import { rateLimitMax } from '../../middleware/rate-limit';
import { check } from '../../middleware/validate';
import { requesterOf } from '../../rate-limit/requester';
import { BatchedLimiter, counterSubject } from '../../rate-limit/shared-counters';
import { recordDownload } from '../../services/record-download';
import { recordVisit, type TrackingSource } from '../../services/record-visit';
import { trackingWriterFor, type TrackingWriter } from '../../tracking/tracking-writer';

/** The largest tracking body: every capped field at its cap, JSON-escaped, with room to spare. */
export const TRACKING_BODY_LIMIT = 16 * 1024;

/** The acknowledgement both endpoints send before the row is written. */
const ACK = JSON.stringify({ success: true });

/** One tracking endpoint: validates a body and queues the record it describes. */
type Endpoint = (
  writer: TrackingWriter,
  body: unknown,
  source: TrackingSource,
) => Promise<{ ok: true } | { ok: false; fields: Record<string, string> }>;

/**
 * An endpoint from its request schema (packages/shared) and its service.
 * @param schema - what a valid body looks like
 * @param record - queues the validated record
 * @returns the endpoint
 */
function endpoint<S extends z.ZodType>(
  schema: S,
  record: (writer: TrackingWriter, data: z.output<S>, source: TrackingSource) => Promise<unknown>,
): Endpoint {
  return async (writer, body, source) => {
    const input = check(schema, body);
    if (!input.ok) return input;
    await record(writer, input.data, source);
    return { ok: true };
  };
}

const ENDPOINTS = new Map<string, Endpoint>([
  ['/api/visits/record', endpoint(VisitRecordRequestSchema, recordVisit)],
  ['/api/card-downloads/record', endpoint(DownloadRecordRequestSchema, recordDownload)],
]);

/** The tracking resource as a raw request handler, plus its writer's and limiters' shutdown. */
export interface TrackingEndpoints {
  /**
   * Serves POST /api/visits/record and POST /api/card-downloads/record.
   * @returns false for any other request, which Fastify then routes as usual
   */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  /**
   * Writes every acknowledged record and the last rate-limit hits; the app's onClose calls it, so
   * a SIGTERM loses nothing.
   */
  close(): Promise<void>;
}

/**
 * The tracking resource (spec §7): POST /api/visits/record and POST /api/card-downloads/record.
 * No login needed; each request is rate-limited per address, validated, acknowledged with 202
 * and queued for the batch writer.
 *
 * These two endpoints take every page view, in bursts, and must keep up with a bare route
 * (issue 6 budget: at least half its requests per second, p99 under 50 ms, 200 connections). A
 * Fastify route costs about a quarter more than Node's own request path before any plugin runs,
 * and the cookie, helmet and compression hooks cost more than the endpoint's own work (numbers in
 * docs/ARCHITECTURE.md). So buildApp hands requests to this handler first, and only these two
 * paths are answered here, with the same client address, rate limit (shared by every instance
 * through the database, in batches), schemas, localised error shape and security headers Fastify
 * gives its own answers; everything else goes on to Fastify.
 * @param deps - the app's dependencies
 * @param log - where failures are reported
 * @param trust - Fastify's trustProxy setting, for the client address
 * @param securityHeaders - the headers every answer carries (http/security-headers.ts)
 * @returns the handler and the shutdown
 */
export function trackingEndpoints(
  deps: AppDeps,
  log: FastifyBaseLogger,
  trust: TrustProxy,
  securityHeaders: Readonly<Record<string, string>>,
): TrackingEndpoints {
  const writer = trackingWriterFor(deps, log);
  const clientAddress = clientAddressOf(trust);
  const max = rateLimitMax(deps.env, 'tracking');
  // Each endpoint counts its own requests per requester, as a per-route limit would.
  const limiters = new Map(
    max === undefined
      ? []
      : [...ENDPOINTS].map(
          ([path, e]) =>
            [
              e,
              new BatchedLimiter(
                () => deps.database.db,
                `POST ${path}`,
                max,
                60_000,
                log,
                250,
                () => deps.now(),
              ),
            ] as const,
        ),
  );
  // The limiter's subject is a keyed hash of the requester: remembered per address (bounded, all
  // dropped when full), so a visitor's next page view skips the HMAC.
  const subjects = new Map<string, string>();
  const subjectOf = (ip: string): string => {
    let subject = subjects.get(ip);
    if (subject === undefined) {
      if (subjects.size >= 20_000) subjects.clear();
      subject = counterSubject(deps.secret, 'tracking', requesterOf(ip));
      subjects.set(ip, subject);
    }
    return subject;
  };
  // Answers carry no personal data, but nothing about them is worth a cache entry either.
  const answerHeaders = { ...securityHeaders, 'cache-control': 'no-store' };
  // The acknowledgement's headers never change: built once for the hot path.
  const ackHeaders = {
    ...answerHeaders,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(ACK),
  };

  const fail = (
    req: IncomingMessage,
    res: ServerResponse,
    code: ErrorCode,
    fields?: Record<string, string>,
    headers?: Record<string, string | number>,
  ): void =>
    sendJson(res, ERRORS[code].status, JSON.stringify(errorBody(code, requestLocale(req), fields)), {
      ...answerHeaders,
      ...headers,
    });

  async function serve(endpoint: Endpoint, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const ip = clientAddress(req);
    const limiter = limiters.get(endpoint);
    if (limiter) {
      const now = deps.now();
      const { allowed, resetAt } = limiter.hit(subjectOf(ip), now);
      if (!allowed) {
        const seconds = Math.max(1, Math.ceil((resetAt - now) / 1000));
        req.resume();
        return fail(req, res, 'RATE_LIMITED', undefined, {
          'retry-after': seconds,
          'x-ratelimit-limit': limiter.max,
          'x-ratelimit-remaining': 0,
          'x-ratelimit-reset': seconds,
        });
      }
    }
    const type = req.headers['content-type'];
    const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
    let body: unknown;
    if (type !== undefined || hasBody) {
      if (type?.split(';', 1)[0]?.trim().toLowerCase() !== 'application/json') {
        req.resume();
        return fail(req, res, 'UNSUPPORTED_MEDIA_TYPE');
      }
      const read = await readBody(req, TRACKING_BODY_LIMIT);
      if (!read.ok) {
        req.resume();
        return fail(req, res, read.code, undefined, { connection: 'close' });
      }
      try {
        body = JSON.parse(read.text);
      } catch {
        return fail(req, res, 'INVALID_JSON');
      }
    } else {
      req.resume();
    }
    const source: TrackingSource = {
      ip,
      userAgent: req.headers['user-agent'],
      token: adminToken(req) ?? bearerToken(req),
    };
    const result = await endpoint(writer, body, source);
    if (!result.ok) return fail(req, res, 'VALIDATION_FAILED', result.fields);
    res.writeHead(202, ackHeaders);
    res.end(ACK);
  }

  return {
    handle(req, res) {
      if (req.method !== 'POST') return false;
      const url = req.url ?? '';
      const query = url.indexOf('?');
      const endpoint = ENDPOINTS.get(query === -1 ? url : url.slice(0, query));
      if (!endpoint) return false;
      serve(endpoint, req, res).catch((error: unknown) => {
        log.error({ err: error }, 'tracking request failed');
        if (!res.headersSent) fail(req, res, 'INTERNAL');
      });
      return true;
    },
    close: async () => {
      await Promise.all([writer.close(), ...[...limiters.values()].map((l) => l.close())]);
    },
  };
}
