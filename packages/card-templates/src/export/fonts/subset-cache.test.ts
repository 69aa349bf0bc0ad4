import fs from 'node:fs';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { characterSet, SubsetCache } from './subset-cache';
import { decodeFont, loadSubsetter, sfntToWoff, type Subsetter } from './subset-font';

const require = createRequire(import.meta.url);
// Two real unicode-range chunks of the card fonts, as the page loads them (WOFF2).
const SANS = require.resolve('@fontsource/noto-sans-sc/files/noto-sans-sc-118-700-normal.woff2');
const SERIF = require.resolve('@fontsource/noto-serif-sc/files/noto-serif-sc-118-400-normal.woff2');

/** A WOFF's tables, inflated, by tag. */
function woffTables(woff: Uint8Array): Map<string, Buffer> {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  expect(view.getUint32(0)).toBe(0x774f4646);
  expect(view.getUint32(8)).toBe(woff.byteLength);
  const tables = new Map<string, Buffer>();
  for (let i = 0; i < view.getUint16(12); i++) {
    const entry = 44 + i * 20;
    const tag = String.fromCharCode(...woff.subarray(entry, entry + 4));
    const offset = view.getUint32(entry + 4);
    const packed = Buffer.from(woff.subarray(offset, offset + view.getUint32(entry + 8)));
    const length = view.getUint32(entry + 12);
    const data = packed.length < length ? zlib.inflateSync(packed) : packed;
    expect(data.length).toBe(length);
    tables.set(tag, data);
  }
  return tables;
}

const glyphCount = (woff: Uint8Array): number => woffTables(woff).get('maxp')!.readUInt16BE(4);

let subsetter: Subsetter;
const fonts = new Map<string, Uint8Array>();
beforeAll(async () => {
  subsetter = await loadSubsetter(fs.readFileSync(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm')));
});

/** A cache that subsets as the font worker does (decoded once per file, WOFF out). */
function workerLikeCache(): SubsetCache<Uint8Array> {
  return new SubsetCache(async (src, chars) => {
    if (!fonts.has(src)) fonts.set(src, decodeFont(new Uint8Array(fs.readFileSync(src))));
    return sfntToWoff(subsetter(fonts.get(src)!, chars));
  });
}

describe('characterSet', () => {
  it('spells the same characters one way whatever their order and repeats', () => {
    expect(characterSet('笔记学习习笔')).toBe(characterSet('学习笔记'));
    expect(characterSet('b a😀a')).toBe(' ab😀');
  });
});

describe('SubsetCache', () => {
  it('gives the same bytes for the same characters, made once', async () => {
    const cache = workerLikeCache();
    const first = await cache.get(SANS, '我们学人');
    const again = await cache.get(SANS, '人学们我我们');
    expect(again).toBe(first);
    expect(cache.made).toBe(1);
    // And a subset of the same characters made afresh is byte for byte the same.
    expect(Buffer.from(await workerLikeCache().get(SANS, '我们学人')).equals(Buffer.from(first))).toBe(true);
  });

  it('makes one new subset, of that font only, for one new character', async () => {
    const cache = workerLikeCache();
    const sans = await cache.get(SANS, '我们学人');
    const serif = await cache.get(SERIF, '我们');
    expect(cache.made).toBe(2);
    const edited = await cache.get(SANS, '我们学人本');
    expect(cache.made).toBe(3);
    expect(await cache.get(SERIF, '我们')).toBe(serif);
    expect(cache.made).toBe(3);
    expect(glyphCount(edited)).toBe(glyphCount(sans) + 1);
  });

  it('keeps the glyphs of exactly those characters, a small fraction of the chunk', async () => {
    const cache = workerLikeCache();
    const whole = fs.statSync(SANS).size;
    const woff = await cache.get(SANS, '我们学人');
    // .notdef and the four characters' glyphs.
    expect(glyphCount(woff)).toBe(5);
    expect(woff.byteLength).toBeLessThan(whole / 5);
  });

  it('does not keep a failed subset, so the next export asks again', async () => {
    let calls = 0;
    const cache = new SubsetCache<string>(async () => {
      calls++;
      if (calls === 1) throw new Error('fetch failed');
      return 'ok';
    });
    await expect(cache.get('a.woff2', 'x')).rejects.toThrow('fetch failed');
    await expect(cache.get('a.woff2', 'x')).resolves.toBe('ok');
    expect(calls).toBe(2);
  });
});
