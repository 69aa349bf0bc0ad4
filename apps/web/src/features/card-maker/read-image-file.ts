/** Why an image could not be used. */
export type ImageReadError = 'notImage' | 'tooLarge' | 'unreadable';

/**
 * Reads an image the user picked into a square JPEG data URL, centre-cropped and scaled down, so
 * it stays small enough to keep in the browser and to embed in an export. Nothing is uploaded.
 * @param file - the picked file
 * @param options - the largest accepted file (bytes) and the square's side (px)
 * @returns the data URL, or why the file was refused
 */
export async function readSquareImage(
  file: File,
  { maxBytes, sizePx }: { maxBytes: number; sizePx: number },
): Promise<{ ok: true; dataUrl: string } | { ok: false; error: ImageReadError }> {
  if (!file.type.startsWith('image/')) return { ok: false, error: 'notImage' };
  if (file.size > maxBytes) return { ok: false, error: 'tooLarge' };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { ok: false, error: 'unreadable' };
  }
  try {
    const side = Math.min(bitmap.width, bitmap.height);
    if (side < 1) return { ok: false, error: 'unreadable' };
    const size = Math.min(sizePx, side);
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const ctx = canvas.getContext('2d');
    if (!ctx) return { ok: false, error: 'unreadable' };
    // A transparent PNG or GIF would turn black in a JPEG; cards draw photos on white.
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, size, size);
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(bitmap, (bitmap.width - side) / 2, (bitmap.height - side) / 2, side, side, 0, 0, size, size);
    return { ok: true, dataUrl: canvas.toDataURL('image/jpeg', 0.88) };
  } finally {
    bitmap.close();
  }
}
