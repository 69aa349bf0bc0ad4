import sharp from 'sharp';
import { CARD_THUMBNAIL_MAX_BYTES, CARD_THUMBNAIL_MAX_HEIGHT_PX, CARD_THUMBNAIL_MAX_WIDTH_PX } from '@inkcard/shared';
import { AppError } from '../errors';
import { sniffImageFormat, type ImageFormat } from '../images/sniff-image-format';

/** The formats a card's thumbnail may arrive in: what a browser's canvas or export writes. */
const THUMBNAIL_FORMATS: readonly ImageFormat[] = ['png', 'jpeg', 'webp'];

/** A 1 MB upload decoding into more pixels than this (a "decompression bomb") is refused. */
const MAX_INPUT_PIXELS = 25_000_000;

/**
 * Checks a card thumbnail and re-encodes it as a JPEG of at most 600 × 1200 px: recognised by its
 * bytes, fully decoded, flattened on white (a card is opaque; JPEG has no transparency), metadata
 * and anything after the image data dropped. JPEG, because every chat app's link preview reads it.
 * @param bytes - the upload
 * @returns the JPEG and its size in pixels
 */
export async function processThumbnail(bytes: Uint8Array): Promise<{ jpeg: Buffer; width: number; height: number }> {
  if (bytes.byteLength === 0) throw new AppError('CARD_THUMBNAIL_INVALID');
  if (bytes.byteLength > CARD_THUMBNAIL_MAX_BYTES) throw new AppError('CARD_THUMBNAIL_TOO_LARGE');
  const format = sniffImageFormat(bytes);
  if (!format || !THUMBNAIL_FORMATS.includes(format)) throw new AppError('CARD_THUMBNAIL_INVALID');
  try {
    const image = sharp(bytes, { pages: 1, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const metadata = await image.metadata();
    // The decoder must agree with the magic bytes; otherwise it is not the image it claims to be.
    if (metadata.format !== format) throw new AppError('CARD_THUMBNAIL_INVALID');
    const { data, info } = await image
      .rotate()
      .resize(CARD_THUMBNAIL_MAX_WIDTH_PX, CARD_THUMBNAIL_MAX_HEIGHT_PX, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { jpeg: data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('CARD_THUMBNAIL_INVALID', { cause: error });
  }
}
