import type { IncomingMessage, ServerResponse } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/*
 * Small helpers for the endpoints served on Node's own request path, ahead of Fastify's router
 * (see routes/tracking/tracking.routes.ts for why). They mirror what Fastify does for the routes
 * it serves: the same client address under TRUST_PROXY, JSON bodies and error answers.
 */

/** Which forwarding hops to trust: Fastify's `trustProxy` option, resolved once. */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/**
 * The client address resolver Fastify uses for req.ip under the same trustProxy setting.
 * @param trust - nothing (the socket's address), every hop, a hop test or trusted addresses
 * @returns a function of a raw request
 */
export function clientAddressOf(trust: TrustProxy): (req: IncomingMessage) => string {
  if (trust === false) return (req) => req.socket.remoteAddress ?? '';
  const fn = trust === true ? () => true : typeof trust === 'function' ? trust : proxyAddr.compile(trust);
  return (req) => proxyAddr(req, fn);
}

/** A raw body read: its text, or why it was refused. */
export type BodyRead = { ok: true; text: string } | { ok: false; code: 'PAYLOAD_TOO_LARGE' };

/**
 * Reads a request body as UTF-8, refusing one over the limit as soon as it is known.
 * @param req - the request
 * @param limit - the most bytes accepted
 * @returns the text, or PAYLOAD_TOO_LARGE; a connection that breaks never settles (nobody is
 *   left to answer)
 */
export function readBody(req: IncomingMessage, limit: number): Promise<BodyRead> {
  return new Promise((resolve) => {
    const declared = Number(req.headers['content-length']);
    if (declared > limit) {
      resolve({ ok: false, code: 'PAYLOAD_TOO_LARGE' });
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        resolve({ ok: false, code: 'PAYLOAD_TOO_LARGE' });
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (size <= limit)
        resolve({
          ok: true,
          text: chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8'),
        });
    });
    req.on('error', () => undefined);
  });
}

/**
 * Sends a JSON answer with the headers every API answer carries.
 * @param res - the response
 * @param status - the HTTP status
 * @param payload - the serialised body
 * @param headers - extra headers
 */
export function sendJson(
  res: ServerResponse,
  status: number,
  payload: string,
  headers?: Record<string, string | number>,
): void {
  // One header object and no setHeader(): writeHead's fast path on a hot endpoint.
  const all: Record<string, string | number> = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(payload),
    'x-content-type-options': 'nosniff',
  };
  if (headers) Object.assign(all, headers);
  res.writeHead(status, all);
  res.end(payload);
}

/**
 * Requests per client address per fixed window, kept in memory like @fastify/rate-limit's local
 * store: counters reset together when a window ends, so memory is bounded by one window's senders.
 */
export class FixedWindowLimiter {
  private counts = new Map<string, number>();
  private windowEnds = 0;

  constructor(
    readonly max: number,
    readonly windowMs: number,
  ) {}

  /**
   * Counts one request.
   * @param key - the client address
   * @param now - the current time in ms
   * @returns whether it is within the limit, and when the window resets (ms since epoch)
   */
  hit(key: string, now = Date.now()): { allowed: boolean; resetAt: number } {
    if (now >= this.windowEnds) {
      this.counts.clear();
      this.windowEnds = now + this.windowMs;
    }
    const count = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, count);
    return { allowed: count <= this.max, resetAt: this.windowEnds };
  }
}
