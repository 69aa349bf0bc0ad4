import type { Db } from '../db/client';
import { findCardThumbnail } from '../db/queries/cards';
import { AppError } from '../errors';
import { imageEtag, type ServedImage } from '../http/send-image';
import { THUMBNAIL_FILE_NAME } from '../cards/thumbnail-key';

/**
 * Reads a card thumbnail by its public file name; names that could never have been issued are
 * refused before any query. A deleted card's thumbnail stays readable (its owner's "recently
 * deleted" list shows it) until the card is purged.
 * @param db - the database
 * @param fileName - the requested name, `<32 hex>.jpg`
 * @returns the JPEG, or NOT_FOUND
 */
export async function readCardThumbnail(db: Db, fileName: string): Promise<ServedImage> {
  const key = THUMBNAIL_FILE_NAME.exec(fileName)?.[1];
  if (!key) throw new AppError('NOT_FOUND');
  const found = await findCardThumbnail(db, key);
  if (!found) throw new AppError('NOT_FOUND');
  const body = Buffer.from(found.thumbnail.buffer, found.thumbnail.byteOffset, found.thumbnail.byteLength);
  return { mimeType: 'image/jpeg', body, etag: imageEtag(body), lastModified: found.updatedAt };
}
