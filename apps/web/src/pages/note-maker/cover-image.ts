import { MAX_STATE_IMAGE_CHARS } from '@inkcard/card-engine';
import { IMAGE_LOAD_TIMEOUT_MS, NOTE_IMAGE_MAX_BYTES, STORAGE_KEYS } from '@inkcard/shared';

/** Why a chosen file cannot be the cover (spec §5), or null when it can. */
export type CoverFileProblem = 'notImage' | 'tooLarge' | null;

/**
 * Checks a chosen file before reading it: it must be an image and at most 5 MB (spec §5, §9).
 * @param file - the file's type and size
 * @returns the problem, or null
 */
export function coverFileProblem(file: { type: string; size: number }): CoverFileProblem {
  if (!file.type.startsWith('image/')) return 'notImage';
  if (file.size > NOTE_IMAGE_MAX_BYTES) return 'tooLarge';
  return null;
}

// The cover is drawn at most 540 CSS px wide and exported at 2×: more pixels add nothing.
const MAX_SIDE = 1440;

// JPEG qualities tried in turn until the cover fits what a card state carries.
const QUALITIES = [0.9, 0.8, 0.7, 0.6];

/**
 * Decodes an image file (waiting at most 15 s, spec §9) and re-encodes it as a JPEG data URL no
 * larger than the export needs and than a card state carries (MAX_STATE_IMAGE_CHARS, about
 * 1.5 MB: a busier picture is encoded at a lower quality, then smaller), so it fits in the draft
 * and in every page's export.
 * @param file - an image file that passed coverFileProblem
 * @returns the data URL; rejects when the image cannot be read in time
 */
export async function readCoverImage(file: Blob): Promise<string> {
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    let timer = 0;
    await Promise.race([
      img.decode(),
      new Promise((_, reject) => {
        timer = window.setTimeout(() => reject(new Error('image load timeout')), IMAGE_LOAD_TIMEOUT_MS);
      }),
    ]).finally(() => clearTimeout(timer));
    for (let side = MAX_SIDE; ; side = Math.round(side * 0.75)) {
      const scale = Math.min(1, side / Math.max(img.naturalWidth, img.naturalHeight));
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(img.naturalWidth * scale));
      canvas.height = Math.max(1, Math.round(img.naturalHeight * scale));
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('no 2d context');
      // JPEG has no transparency: a transparent PNG sits on white, as the page's paper does.
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
      for (const quality of QUALITIES) {
        const dataUrl = canvas.toDataURL('image/jpeg', quality);
        if (dataUrl.length <= MAX_STATE_IMAGE_CHARS || side < 200) return dataUrl;
      }
    }
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * The cover an older version of the maker kept (spec §3 `uploadedImage`), for a new card; the
 * cover now lives in the note's draft.
 * @returns the data URL, or null
 */
export function loadStoredCover(): string | null {
  try {
    const value = localStorage.getItem(STORAGE_KEYS.uploadedImage);
    return value?.startsWith('data:image/') ? value : null;
  } catch {
    return null;
  }
}

/** Forgets the older version's cover once the card has a cover of its own (the draft keeps it). */
export function forgetStoredCover(): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.uploadedImage);
  } catch {
    // A blocked storage holds nothing to forget.
  }
}
