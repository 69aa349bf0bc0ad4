// The export's font worker: fetches a font chunk (from the HTTP cache: the page has drawn with
// it), decodes it from WOFF2, cuts it down to a card's characters with hb-subset and answers with
// a WOFF data: URL. Started on the first export or sign of one, never at page load; the page
// keeps the answers (subset-client.ts), this worker keeps the decoded fonts.
import wasmUrl from 'harfbuzzjs/dist/harfbuzz-subset.wasm?url';
import { Lru } from './subset-cache';
import { decodeFont, loadSubsetter, sfntToWoff } from './subset-font';
import type { SubsetReply, SubsetRequest } from './subset-client';

const subsetter = loadSubsetter(fetch(wasmUrl));
// The page embeds whole chunks until it hears this (subset-client.ts): a first export never waits
// for the wasm.
subsetter.then(
  () => self.postMessage({ ready: true } satisfies SubsetReply),
  (err: unknown) => self.postMessage({ broken: String(err) } satisfies SubsetReply),
);
/** Decoded chunks: about 50–90 KB each for a CJK family. */
const fonts = new Lru<Promise<Uint8Array>>(64);

function fontAt(src: string): Promise<Uint8Array> {
  let font = fonts.get(src);
  if (!font) {
    font = fetch(src).then(async (res) => {
      if (!res.ok) throw new Error(`font ${res.status}`);
      return decodeFont(new Uint8Array(await res.arrayBuffer()));
    });
    font.catch(() => fonts.delete(src));
    fonts.set(src, font);
  }
  return font;
}

function dataUrl(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:font/woff;base64,${btoa(binary)}`;
}

self.onmessage = async ({ data }: MessageEvent<SubsetRequest>) => {
  let reply: SubsetReply;
  try {
    const [subset, sfnt] = await Promise.all([subsetter, fontAt(data.src)]);
    reply = { id: data.id, url: dataUrl(await sfntToWoff(subset(sfnt, data.chars))) };
  } catch (err) {
    reply = { id: data.id, error: String(err) };
  }
  self.postMessage(reply);
};
