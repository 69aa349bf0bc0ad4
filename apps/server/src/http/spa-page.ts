import crypto from 'node:crypto';
import fs from 'node:fs';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding to answer with: the best one the client accepts among brotli, gzip and none.
 * Without an Accept-Encoding header (curl, uptime monitors, some crawlers) that is none.
 * @param header - the Accept-Encoding header
 * @returns br, gzip or identity
 */
export function preferredEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q) || 0);
  }
  const weight = (name: string): number => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}

/** The SPA's HTML page, answered from memory. */
export interface SpaPage {
  /**
   * Answers the page, compressed as the client asks, or 304 when its copy is current.
   * @param req - the request
   * @param reply - the reply
   * @returns the reply
   */
  send(req: FastifyRequest, reply: FastifyReply): FastifyReply;
  /** CSP hash sources of the page's inline scripts (inlineScriptHashes). */
  scriptHashes: readonly string[];
  /** The page's markup, for routes that answer it with another head (withPageHead). */
  html: string;
}

/**
 * Reads index.html once and compresses it once, with brotli and gzip at their best settings, so
 * every page load (the home page and each client route) is a buffer write: no file system,
 * no per-request compression.
 * @param file - the built index.html
 * @returns the page
 */
export function loadSpaPage(file: string): SpaPage {
  const html = fs.readFileSync(file);
  const bodies: Record<Encoding, Buffer> = {
    identity: html,
    br: zlib.brotliCompressSync(html, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    }),
    gzip: zlib.gzipSync(html, { level: zlib.constants.Z_BEST_COMPRESSION }),
  };
  const etag = `"${crypto.createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;

  return {
    scriptHashes: inlineScriptHashes(html.toString('utf8')),
    html: html.toString('utf8'),
    send(req, reply) {
      // The page names the hashed bundles of this build, so it must be revalidated, never kept.
      reply
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Encoding')
        .header('ETag', etag)
        .type('text/html; charset=utf-8');
      const ifNoneMatch = req.headers['if-none-match'];
      if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        return reply.code(304).send();
      }
      const encoding = preferredEncoding(req.headers['accept-encoding']);
      if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
      return reply.send(bodies[encoding]);
    },
  };
}

/**
 * The CSP sources that allow index.html's inline scripts and nothing else: each one's SHA-256
 * (the theme boot script runs inline, before the first paint, so no request blocks it).
 * @param html - the page's markup
 * @returns e.g. ["'sha256-…'"]
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    hashes.push(`'sha256-${crypto.createHash('sha256').update(match[1]!).digest('base64')}'`);
  }
  return hashes;
}
