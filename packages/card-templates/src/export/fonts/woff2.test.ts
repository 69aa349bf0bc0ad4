import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// Google's reference decoder (woff2_dec.cc compiled to wasm): the expected output. The app cannot
// use it in the page (its embind glue needs 'unsafe-eval'), a test can.
import decompress from 'woff2-encoder/decompress';
import { woff2ToSfnt } from './woff2';

const require = createRequire(import.meta.url);
const fileIn = (pkg: string, name: string): string =>
  path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'files', name);

/** An sfnt's tables by tag. */
function tablesOf(sfnt: Uint8Array): Map<string, Uint8Array> {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  const tables = new Map<string, Uint8Array>();
  for (let i = 0; i < view.getUint16(4); i++) {
    const entry = 12 + i * 16;
    const tag = String.fromCharCode(...sfnt.subarray(entry, entry + 4));
    const offset = view.getUint32(entry + 8);
    tables.set(tag, sfnt.subarray(offset, offset + view.getUint32(entry + 12)));
  }
  return tables;
}

// Files of every family and kind the cards use: CJK chunks (glyf transformed), Latin faces with
// hinting, composites and italics, and LXGW WenKai's own split.
const FILES = [
  fileIn('@fontsource/noto-sans-sc', 'noto-sans-sc-118-700-normal.woff2'),
  fileIn('@fontsource/noto-sans-sc', 'noto-sans-sc-latin-400-normal.woff2'),
  fileIn('@fontsource/noto-serif-sc', 'noto-serif-sc-4-400-normal.woff2'),
  fileIn('@fontsource/ma-shan-zheng', 'ma-shan-zheng-110-400-normal.woff2'),
  fileIn('@fontsource/ma-shan-zheng', 'ma-shan-zheng-latin-400-normal.woff2'),
  fileIn('@fontsource/roboto', 'roboto-latin-400-normal.woff2'),
  fileIn('@fontsource/zcool-kuaile', 'zcool-kuaile-119-400-normal.woff2'),
  fileIn('@fontsource/playfair-display', 'playfair-display-latin-400-italic.woff2'),
  fileIn('@fontsource/roboto', 'roboto-latin-700-normal.woff2'),
  fileIn('@fontsource/great-vibes', 'great-vibes-latin-400-normal.woff2'),
  fileIn('@fontsource/fira-code', 'fira-code-latin-400-normal.woff2'),
  fileIn('lxgw-wenkai-webfont', 'lxgwwenkai-regular-subset-118.woff2'),
];

describe('woff2ToSfnt', () => {
  it.each(FILES.map((f) => [path.basename(f), f]))('decodes %s as the reference decoder does', async (_, file) => {
    const woff2 = new Uint8Array(fs.readFileSync(file));
    const ours = tablesOf(woff2ToSfnt(woff2));
    const reference = tablesOf(await decompress(woff2));
    expect([...ours.keys()].sort()).toEqual([...reference.keys()].sort());
    for (const [tag, data] of reference) {
      // The reference writes head's checksum adjustment for its own table layout.
      const skip = tag === 'head' ? [8, 12] : [0, 0];
      const strip = (t: Uint8Array): Buffer => Buffer.concat([t.subarray(0, skip[0]), t.subarray(skip[1])]);
      expect(strip(ours.get(tag)!).equals(strip(data)), tag).toBe(true);
    }
  });

  it('refuses what is not WOFF2', () => {
    expect(() => woff2ToSfnt(new Uint8Array(64))).toThrow(/signature/);
  });
});
