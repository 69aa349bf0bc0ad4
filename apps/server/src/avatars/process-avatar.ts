import sharp from 'sharp';
import { AVATAR_MAX_BYTES, AVATAR_SIZE_PX } from '@inkcard/shared';
import { AppError } from '../errors';
import { sniffImageFormat, type ImageFormat } from '../images/sniff-image-format';

/** The formats an avatar may arrive in (spec §5: JPG, PNG or GIF). */
const AVATAR_FORMATS: readonly ImageFormat[] = ['jpeg', 'png', 'gif'];

/** Decoding a 2 MB file into more pixels than this (a "decompression bomb") is refused. */
const MAX_INPUT_PIXELS = 25_000_000;

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
  if (!format || !AVATAR_FORMATS.includes(format)) throw new AppError('AVATAR_TYPE');
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
