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

/**
 * Decodes an image file (waiting at most 15 s, spec §9) and re-encodes it as a JPEG data URL no
 * larger than the export needs, so it fits in local storage and in every page's export.
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
    const scale = Math.min(1, MAX_SIDE / Math.max(img.naturalWidth, img.naturalHeight));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(img.naturalWidth * scale));
    canvas.height = Math.max(1, Math.round(img.naturalHeight * scale));
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    // JPEG has no transparency: a transparent PNG sits on white, as the page's paper does.
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', 0.9);
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The cover kept from an earlier visit (spec §3 `uploadedImage`), or null. */
export function loadStoredCover(): string | null {
  try {
    const value = localStorage.getItem(STORAGE_KEYS.uploadedImage);
    return value?.startsWith('data:image/') ? value : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the cover in this browser only (spec §3 `uploadedImage`), or forgets it.
 * @param dataUrl - the cover, or null to remove it
 */
export function storeCover(dataUrl: string | null): void {
  try {
    if (dataUrl) localStorage.setItem(STORAGE_KEYS.uploadedImage, dataUrl);
    else localStorage.removeItem(STORAGE_KEYS.uploadedImage);
  } catch {
    // A full or blocked storage only means the cover is not kept for the next visit.
  }
}
