import { AVATAR_MAX_BYTES, AVATAR_SIZE_PX } from '@inkcard/shared';
import { reencodeUpload } from '../images/reencode-upload';

/**
 * Checks an uploaded avatar and re-encodes it: JPG, PNG or GIF (spec §5) recognised by content,
 * fully decodable, then cropped to a 256×256 WebP (reencodeUpload: metadata and anything after
 * the image data dropped; an animated GIF keeps its first frame).
 * @param bytes - the upload
 * @returns the WebP bytes
 */
export async function processAvatar(bytes: Uint8Array): Promise<Buffer> {
  return reencodeUpload(
    bytes,
    {
      formats: ['jpeg', 'png', 'gif'],
      maxBytes: AVATAR_MAX_BYTES,
      codes: {
        missing: 'AVATAR_MISSING',
        tooLarge: 'AVATAR_TOO_LARGE',
        type: 'AVATAR_TYPE',
        unreadable: 'AVATAR_UNREADABLE',
      },
    },
    (image) =>
      image
        .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: 'centre' })
        .webp({ quality: 82, effort: 4 })
        .toBuffer(),
  );
}
