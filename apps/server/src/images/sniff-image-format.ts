/** The image formats uploads are recognised as. */
export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';

/**
 * Recognises JPEG, PNG, GIF and WebP by their magic bytes; the file name and the client's declared
 * type are never trusted. Each upload then accepts only some of these (avatars: JPG, PNG, GIF).
 * @param bytes - the upload
 * @returns the format, or undefined for anything else (SVG, HTML, executables…)
 */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | undefined {
  const starts = (...sig: number[]): boolean => sig.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  // "GIF87a" or "GIF89a"
  if (starts(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'gif';
  // "RIFF" <size> "WEBP"
  if (
    starts(0x52, 0x49, 0x46, 0x46) &&
    bytes[8] === 0x57 &&
    bytes[9] === 0x45 &&
    bytes[10] === 0x42 &&
    bytes[11] === 0x50
  ) {
    return 'webp';
  }
  return undefined;
}
