import type { Db } from '../db/client';
import { findAvatarByFileName } from '../db/queries/avatars';
import { AppError } from '../errors';
import { imageEtag, type ServedImage } from '../http/send-image';
import { AVATAR_FILE_NAME } from './upload-avatar';

/**
 * Reads an avatar by its public file name; names that could never have been issued are refused
 * before any query.
 * @param db - the database
 * @param fileName - the requested name
 * @returns the image, or NOT_FOUND
 */
export async function readAvatar(db: Db, fileName: string): Promise<ServedImage> {
  if (!AVATAR_FILE_NAME.test(fileName)) throw new AppError('NOT_FOUND');
  const avatar = await findAvatarByFileName(db, fileName);
  if (!avatar) throw new AppError('NOT_FOUND');
  const body = Buffer.from(avatar.data.buffer, avatar.data.byteOffset, avatar.data.byteLength);
  return { mimeType: avatar.mimeType, body, etag: imageEtag(body), lastModified: avatar.createdAt };
}
