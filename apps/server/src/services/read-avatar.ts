import crypto from 'node:crypto';
import type { Db } from '../db/client';
import { findAvatarByFileName } from '../db/queries/avatars';
import { AppError } from '../errors';
import { AVATAR_FILE_NAME } from './upload-avatar';

/** An avatar ready to serve. */
export interface ServedAvatar {
  mimeType: string;
  body: Buffer;
  /** A strong validator derived from the bytes. */
  etag: string;
  lastModified: Date;
}

/**
 * Reads an avatar by its public file name; names that could never have been issued are refused
 * before any query.
 * @param db - the database
 * @param fileName - the requested name
 * @returns the image, or NOT_FOUND
 */
export async function readAvatar(db: Db, fileName: string): Promise<ServedAvatar> {
  if (!AVATAR_FILE_NAME.test(fileName)) throw new AppError('NOT_FOUND');
  const avatar = await findAvatarByFileName(db, fileName);
  if (!avatar) throw new AppError('NOT_FOUND');
  const body = Buffer.from(avatar.data.buffer, avatar.data.byteOffset, avatar.data.byteLength);
  const etag = `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { mimeType: avatar.mimeType, body, etag, lastModified: avatar.createdAt };
}
