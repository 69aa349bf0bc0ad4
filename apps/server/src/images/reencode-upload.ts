import sharp, { type Sharp } from 'sharp';
import type { ErrorCode } from '@inkcard/shared';
import { AppError } from '../errors';
import { sniffImageFormat, type ImageFormat } from './sniff-image-format';

/** Decoding an upload into more pixels than this (a "decompression bomb") is refused. */
const MAX_INPUT_PIXELS = 25_000_000;

/** What an upload must be, and the code answered for each way it is not. */
export interface UploadRules {
  formats: readonly ImageFormat[];
  maxBytes: number;
  codes: { missing: ErrorCode; tooLarge: ErrorCode; type: ErrorCode; unreadable: ErrorCode };
}

/**
 * Checks an uploaded image and re-encodes it: present, within its size, recognised by its magic
 * bytes as an accepted format, decoded (its first frame) by a decoder that agrees with those
 * bytes, then drawn again by `encode`. Re-encoding drops metadata (EXIF, GPS) and anything
 * smuggled after the image data (a polyglot's HTML or script). Every failure is the rules' 4xx.
 * @param bytes - the upload
 * @param rules - the accepted formats, the size cap and the codes
 * @param encode - what to draw from the decoded image (resize, format)
 * @returns what `encode` returns
 */
export async function reencodeUpload<T>(
  bytes: Uint8Array,
  rules: UploadRules,
  encode: (image: Sharp) => Promise<T>,
): Promise<T> {
  const { codes } = rules;
  if (bytes.byteLength === 0) throw new AppError(codes.missing);
  if (bytes.byteLength > rules.maxBytes) throw new AppError(codes.tooLarge);
  const format = sniffImageFormat(bytes);
  if (!format || !rules.formats.includes(format)) throw new AppError(codes.type);
  try {
    const image = sharp(bytes, { pages: 1, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const metadata = await image.metadata();
    // The decoder must agree with the magic bytes; otherwise it is not the image it claims to be.
    if (metadata.format !== format) throw new AppError(codes.unreadable);
    return await encode(image.rotate());
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(codes.unreadable, { cause: error });
  }
}
