import crypto from 'node:crypto';

/** A thumbnail's public name: 32 hex characters (128 random bits), then `.jpg`. */
export const THUMBNAIL_FILE_NAME = /^([0-9a-f]{32})\.jpg$/;

/**
 * A new random thumbnail key. Every change of a thumbnail (and turning a link off) gives a new
 * one, so a served image never changes and an old address stops working.
 * @returns 32 hex characters
 */
export function newThumbnailKey(): string {
  return crypto.randomBytes(16).toString('hex');
}
