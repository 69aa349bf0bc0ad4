import sharp from 'sharp';
import { AVATAR_MAX_BYTES, AVATAR_SIZE_PX } from '@inkcard/shared';
import { AppError } from '../errors';

/** The formats an avatar may arrive in (spec §5: JPG, PNG or GIF). */
export type AvatarInputFormat = 'jpeg' | 'png' | 'gif';

/** Decoding a 2 MB file into more pixels than this (a "decompression bomb") is refused. */
const MAX_INPUT_PIXELS = 25_000_000;

/**
 * Recognises JPEG, PNG and GIF by their magic bytes; the file name and the client's declared type
 * are never trusted.
 * @param bytes - the upload
 * @returns the format, or undefined for anything else (SVG, HTML, executables…)
 */
export function sniffImageFormat(bytes: Uint8Array): AvatarInputFormat | undefined {
  const starts = (...sig: number[]): boolean => sig.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  // "GIF87a" or "GIF89a"
  if (starts(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'gif';
  return undefined;
}

/**
 * Checks an uploaded avatar and re-encodes it: recognised by content, fully decodable, then
 * cropped to a 256×256 WebP. Re-encoding drops metadata (EXIF, GPS) and anything smuggled after
 * the image data (a polyglot's HTML or script), and an animated GIF keeps its first frame.
 * @param bytes - the upload
 * @returns the WebP bytes
 */
export async function processAvatar(bytes: Uint8Array): Promise<Buffer> {
  if (bytes.byteLength === 0) throw new AppError('AVATAR_MISSING');
  if (bytes.byteLength > AVATAR_MAX_BYTES) throw new AppError('AVATAR_TOO_LARGE');
  const format = sniffImageFormat(bytes);
  if (!format) throw new AppError('AVATAR_TYPE');
  try {
    const image = sharp(bytes, { pages: 1, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const metadata = await image.metadata();
    // The decoder must agree with the magic bytes; otherwise it is not the image it claims to be.
    if (metadata.format !== format) throw new AppError('AVATAR_UNREADABLE');
    return await image
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82, effort: 4 })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('AVATAR_UNREADABLE', { cause: error });
  }
}
