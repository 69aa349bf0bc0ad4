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
 * Sends a JSON answer.
 * @param res - the response
 * @param status - the HTTP status
 * @param payload - the serialised body
 * @param headers - the security headers and any others (lower-case names)
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
  };
  if (headers) Object.assign(all, headers);
  res.writeHead(status, all);
  res.end(payload);
}
