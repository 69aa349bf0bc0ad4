import { zipSync } from 'fflate';

/**
 * A carousel's pages as one ZIP, named as the maker's "download all" names them (01.png, 02.png…);
 * PNGs are stored, not deflated again.
 * @param images - the pages' PNGs, in order
 * @returns the ZIP's bytes
 */
export function zipPages(images: readonly Uint8Array[]): Buffer {
  const width = Math.max(2, String(images.length).length);
  const files = Object.fromEntries(
    images.map((png, i) => [`${String(i + 1).padStart(width, '0')}.png`, [png, { level: 0 }] as const]),
  );
  return Buffer.from(zipSync(files as never));
}
