import { CARD_THUMBNAIL_MAX_BYTES, CARD_THUMBNAIL_MAX_HEIGHT_PX, CARD_THUMBNAIL_MAX_WIDTH_PX } from '@inkcard/shared';
import { reencodeUpload } from '../images/reencode-upload';

/**
 * Checks a card thumbnail and re-encodes it as a JPEG of at most 600 × 1200 px: a PNG, JPEG or
 * WebP (what a browser's export writes) recognised by its bytes, fully decoded, flattened on white
 * (a card is opaque; JPEG has no transparency), metadata and anything after the image data dropped
 * (reencodeUpload). JPEG, because every chat app's link preview reads it.
 * @param bytes - the upload
 * @returns the JPEG and its size in pixels
 */
export async function processThumbnail(bytes: Uint8Array): Promise<{ jpeg: Buffer; width: number; height: number }> {
  return reencodeUpload(
    bytes,
    {
      formats: ['png', 'jpeg', 'webp'],
      maxBytes: CARD_THUMBNAIL_MAX_BYTES,
      codes: {
        missing: 'CARD_THUMBNAIL_INVALID',
        tooLarge: 'CARD_THUMBNAIL_TOO_LARGE',
        type: 'CARD_THUMBNAIL_INVALID',
        unreadable: 'CARD_THUMBNAIL_INVALID',
      },
    },
    async (image) => {
      const { data, info } = await image
        .resize(CARD_THUMBNAIL_MAX_WIDTH_PX, CARD_THUMBNAIL_MAX_HEIGHT_PX, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer({ resolveWithObject: true });
      return { jpeg: data, width: info.width, height: info.height };
    },
  );
}
