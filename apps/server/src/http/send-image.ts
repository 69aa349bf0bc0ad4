import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** An image stored in the database, ready to serve. */
export interface ServedImage {
  mimeType: string;
  body: Buffer;
  /** A strong validator derived from the bytes (imageEtag). */
  etag: string;
  lastModified: Date;
}

/**
 * A strong ETag for some bytes.
 * @param body - the bytes
 * @returns a quoted base64url SHA-256 prefix
 */
export function imageEtag(body: Buffer): string {
  return `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * Answers an image whose address changes whenever it does (avatars, card thumbnails), so it may
 * be cached for a year; 304 when the client's copy is current.
 * @param req - the request
 * @param reply - the reply
 * @param image - the image
 * @returns the reply
 */
export function sendImmutableImage(req: FastifyRequest, reply: FastifyReply, image: ServedImage): FastifyReply {
  reply
    .header('Cache-Control', 'public, max-age=31536000, immutable')
    .header('ETag', image.etag)
    .header('Last-Modified', image.lastModified.toUTCString())
    .header('X-Content-Type-Options', 'nosniff');
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch?.split(',').some((tag) => tag.trim() === image.etag || tag.trim() === '*')) {
    return reply.code(304).send();
  }
  return reply.type(image.mimeType).send(image.body);
}
