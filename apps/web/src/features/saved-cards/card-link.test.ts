import { describe, expect, it } from 'vitest';
import { BLESSING_STYLE_DEFAULTS, readCardState, type AnyCardState } from '@inkcard/card-engine';
import { CARD_LINK_MAX_CHARS } from '@inkcard/shared';
import { findTemplate } from '@inkcard/card-templates/registry';
import { decodeCardLink, encodeCardLink } from './card-link';

const ORIGIN = 'https://inkcard.example/quote';

function quote(text: string): AnyCardState {
  const read = readCardState({
    v: 1,
    kind: 'quote',
    template: 'quote/redBold',
    lang: 'zh',
    text,
    style: findTemplate('quote/redBold')!.styleDefaults,
  });
  if (!read.ok) throw new Error(JSON.stringify(read.issues));
  return read.state;
}

describe('card links', () => {
  it('round-trips a card through a short link', async () => {
    const state = quote('名言内容：知之为知之，不知为不知，是知也\n作者：孔子\n出处：《论语》');
    const link = await encodeCardLink(state, ORIGIN);
    expect(link.ok).toBe(true);
    if (!link.ok) return;
    expect(link.fragment).toMatch(/^card=1\.[A-Za-z0-9_-]+$/);
    expect(ORIGIN.length + 1 + link.fragment.length).toBeLessThan(1_000);
    expect(await decodeCardLink(`#${link.fragment}`)).toEqual({ ok: true, state });
  });

  it('round-trips a blessing card (content edited field by field)', async () => {
    const read = readCardState({
      v: 1,
      kind: 'blessing',
      template: 'blessing/creative',
      lang: 'en',
      content: {
        festival: 'Mid-Autumn',
        blessing: 'A round moon and a full table',
        signer: 'Li',
        date: '',
        icon: 'gift',
      },
      style: BLESSING_STYLE_DEFAULTS,
    });
    if (!read.ok) throw new Error('bad state');
    const link = await encodeCardLink(read.state, ORIGIN);
    expect(link.ok && (await decodeCardLink(link.fragment))).toEqual({ ok: true, state: read.state });
  });

  it('refuses a card too big for a link, and one with a picture', async () => {
    const long = quote(
      `名言内容：${Array.from({ length: 4_000 }, (_, i) => String.fromCharCode(0x4e00 + ((i * 7919) % 20_000))).join('')}`,
    );
    expect(await encodeCardLink(long, ORIGIN)).toEqual({ ok: false, reason: 'tooBig' });
    expect(CARD_LINK_MAX_CHARS).toBeGreaterThan(1_000);
    const withImage = { ...quote('名言内容：x'), image: 'data:image/png;base64,AAAA' } as AnyCardState;
    expect(await encodeCardLink(withImage, ORIGIN)).toEqual({ ok: false, reason: 'hasImage' });
  });

  it('reads anything else as issues, never an exception', async () => {
    expect(await decodeCardLink('')).toBeNull();
    expect(await decodeCardLink('#other=1')).toBeNull();
    for (const hash of ['#card=', '#card=2.AAAA', '#card=1.!!!!', '#card=1.AAAA', '#card=1.' + 'A'.repeat(5_000)]) {
      const result = await decodeCardLink(hash);
      expect(result?.ok, hash).toBe(false);
    }
    // A valid compression of something that is not a card state.
    const bytes = await new Response(
      new Blob(['{"v":1,"kind":"poster"}']).stream().pipeThrough(new CompressionStream('deflate-raw')),
    ).arrayBuffer();
    const text = btoa(String.fromCharCode(...new Uint8Array(bytes)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect((await decodeCardLink(`#card=1.${text}`))?.ok).toBe(false);
  });

  it('does not inflate a crafted link into more than a card could be', async () => {
    const zeros = new Uint8Array(10_000_000);
    const bytes = await new Response(
      new Blob([zeros]).stream().pipeThrough(new CompressionStream('deflate-raw')),
    ).arrayBuffer();
    const text = btoa(String.fromCharCode(...new Uint8Array(bytes)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(text.length).toBeLessThan(CARD_LINK_MAX_CHARS * 4);
    expect((await decodeCardLink(`#card=1.${text}`))?.ok).toBe(false);
  });
});
