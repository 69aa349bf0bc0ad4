import { CARD_LINK_MAX_CHARS } from '@inkcard/shared';
import { parseCardState, serializeCardState, type AnyCardState, type CardStateResult } from '@inkcard/card-engine';

/**
 * "Copy link" without an account (issue 25): the whole card state in the link's fragment, which
 * never reaches a server. `#card=1.<base64url of the deflate-raw compressed state JSON>`: the `1`
 * is this encoding's version (the state inside carries its own), so a later encoding can be told
 * apart and an old link still opens.
 */
export const CARD_LINK_PARAM = 'card';
const ENCODING_VERSION = '1';

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

async function pipe(
  bytes: Uint8Array<ArrayBuffer>,
  stream: CompressionStream | DecompressionStream,
  limit: number,
): Promise<Uint8Array> {
  const reader = new Blob([bytes]).stream().pipeThrough(stream).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    // A crafted link must not inflate into gigabytes.
    if (size > limit) {
      await reader.cancel();
      throw new Error('too large');
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

/** What encoding a card as a link gives: its fragment, or why it cannot be one. */
export type CardLinkResult = { ok: true; fragment: string } | { ok: false; reason: 'tooBig' | 'hasImage' };

/**
 * Encodes a card state as a link fragment (without the `#`). A card with a picture, or one whose
 * link would pass CARD_LINK_MAX_CHARS, cannot be a link: it asks to be saved instead.
 * @param state - the maker's card state
 * @param origin - what comes before the fragment (`https://…/quote`), counted in the cap
 * @returns the fragment, or the reason
 */
export async function encodeCardLink(state: AnyCardState, origin: string): Promise<CardLinkResult> {
  if (state.image) return { ok: false, reason: 'hasImage' };
  const json = new TextEncoder().encode(serializeCardState(state));
  const compressed = await pipe(json, new CompressionStream('deflate-raw'), Infinity);
  const fragment = `${CARD_LINK_PARAM}=${ENCODING_VERSION}.${toBase64Url(compressed)}`;
  if (origin.length + 1 + fragment.length > CARD_LINK_MAX_CHARS) return { ok: false, reason: 'tooBig' };
  return { ok: true, fragment };
}

/**
 * Reads a card from a link's fragment. Anything else (no card, a newer encoding, bytes that do not
 * inflate, a state readCardState refuses) is an issue, never an exception.
 * @param hash - `location.hash`, with or without its `#`
 * @returns the state or its issues; null when the fragment holds no card at all
 */
export async function decodeCardLink(hash: string): Promise<CardStateResult | null> {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get(CARD_LINK_PARAM);
  if (value === null) return null;
  const dot = value.indexOf('.');
  const failed = (message: string): CardStateResult => ({ ok: false, issues: [{ path: '(link)', message }] });
  if (dot < 0 || value.slice(0, dot) !== ENCODING_VERSION) return failed('unknown link encoding');
  const bytes = fromBase64Url(value.slice(dot + 1));
  if (!bytes) return failed('not base64url');
  try {
    // The link was at most CARD_LINK_MAX_CHARS; text compresses well, but not a thousandfold.
    const json = await pipe(bytes, new DecompressionStream('deflate-raw'), CARD_LINK_MAX_CHARS * 100);
    return parseCardState(new TextDecoder().decode(json));
  } catch {
    return failed('the link is damaged');
  }
}
