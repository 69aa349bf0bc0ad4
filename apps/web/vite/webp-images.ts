import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';

const SUFFIX = '?webp';
/** High enough that a card's small text and hairlines stay crisp; a third of the PNG's bytes. */
export const WEBP_QUALITY = 88;

/**
 * Re-encodes a PNG as WebP.
 * @param png - the image's bytes
 * @returns the WebP's bytes
 */
export function toWebp(png: Buffer): Promise<Buffer> {
  return sharp(png).webp({ quality: WEBP_QUALITY, smartSubsample: true, effort: 6 }).toBuffer();
}

/**
 * `import url from './card.png?webp'` gives the URL of a WebP copy of the picture, encoded at
 * build time (the home page's cards are the makers' own PNGs, the visual baselines; as WebP they
 * are a third of the bytes on a phone's first visit). The dev server serves it as a data URL.
 * @returns the Vite plugin
 */
export function webpImages(): Plugin {
  let serving = false;
  return {
    name: 'inkcard:webp-images',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    async load(id) {
      if (!id.endsWith(SUFFIX)) return null;
      const file = id.slice(0, -SUFFIX.length);
      this.addWatchFile(file);
      const webp = await toWebp(await fs.readFile(file));
      if (serving) return `export default ${JSON.stringify(`data:image/webp;base64,${webp.toString('base64')}`)};`;
      const ref = this.emitFile({ type: 'asset', name: `${path.basename(file, '.png')}.webp`, source: webp });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
  };
}
