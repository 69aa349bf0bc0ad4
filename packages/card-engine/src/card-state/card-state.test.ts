import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BLESSING_STYLE_DEFAULTS } from '../kinds/blessing/blessing.style';
import {
  CARD_STATE_VERSION,
  MAX_CARD_TITLE_CHARS,
  cardStateTitle,
  parseCardState,
  readCardState,
  serializeCardState,
  type AnyCardState,
} from './card-state';

const quoteStyle = {
  primaryColor: '#e62723',
  accentColor: '#ff6b9d',
  backgroundColor: '#ffffff',
  textColor: '#333333',
  fontFamily: 'system',
  signatureFont: 'greatVibes',
  designTheme: 'none',
  fontSize: 1.4,
  highlightSize: 2.2,
  footerTextSize: 0.9,
  signatureSize: 1.7,
  cardWidth: 400,
  borderRadius: 1,
  cornerWidth: 80,
  decorationOpacity: 0.6,
  canvas: '3:4',
};

const quote: AnyCardState = {
  v: CARD_STATE_VERSION,
  kind: 'quote',
  template: 'quote/redBold',
  lang: 'zh',
  form: 'card',
  text: '名言内容：知之为知之，不知为不知\n作者：孔子',
  content: null,
  style: quoteStyle as never,
  scale: 3,
  image: null,
};

const blessing: AnyCardState = {
  v: CARD_STATE_VERSION,
  kind: 'blessing',
  template: 'blessing/classic',
  lang: 'en',
  form: 'card',
  text: '',
  content: { festival: 'New Year', blessing: 'All the best', signer: 'Ann', date: '2026-01-01', icon: 'gift' } as never,
  style: BLESSING_STYLE_DEFAULTS as never,
  scale: 3,
  image: null,
};

describe('readCardState', () => {
  it('reads back what serializeCardState wrote, for a text maker and a form maker', () => {
    for (const state of [quote, blessing]) {
      const back = parseCardState(serializeCardState(state));
      expect(back).toEqual({ ok: true, state });
    }
  });

  it('fills what an older client left out: the form, the scale (the kind’s), no image', () => {
    const { form: _f, scale: _s, image: _i, ...rest } = quote;
    const res = readCardState(rest);
    expect(res.ok && res.state).toMatchObject({ form: 'card', scale: 3, image: null });
  });

  it.each([
    ['not an object', 'hello', '(root)'],
    ['an array', [quote], '(root)'],
    ['no version', { ...quote, v: undefined }, 'v'],
    ['a newer version', { ...quote, v: CARD_STATE_VERSION + 1 }, 'v'],
    ['an unknown kind', { ...quote, kind: 'no-such-kind' }, 'kind'],
    ['a template of another kind', { ...quote, template: 'blessing/classic' }, 'template'],
    ['a template id with a path in it', { ...quote, template: 'quote/../../etc' }, 'template'],
    ['a style the kind refuses', { ...quote, style: { ...quoteStyle, fontSize: 99 } }, 'style.fontSize'],
    ['content the kind refuses', { ...blessing, content: { festival: 3 } }, 'content.festival'],
    ['a script as the image', { ...quote, image: 'javascript:alert(1)' }, 'image'],
    ['an image on another site', { ...quote, image: 'https://evil.example/x.png' }, 'image'],
    ['a text past the parser’s limit', { ...quote, text: 'x'.repeat(50_001) }, 'text'],
  ])('refuses %s, naming the field', (_name, value, path) => {
    const res = readCardState(value);
    expect(res.ok).toBe(false);
    if (!res.ok) expect(res.issues.map((i) => i.path)).toContain(path);
  });

  it('refuses JSON that does not parse without throwing', () => {
    expect(parseCardState('{"v":1,').ok).toBe(false);
  });

  it('drops keys a style does not know (an old control) instead of storing them', () => {
    const res = readCardState({ ...quote, style: { ...quoteStyle, legacy: 'x' } });
    expect(res.ok).toBe(true);
    if (res.ok) expect(res.state.style).not.toHaveProperty('legacy');
  });

  it('keeps a data: image and an avatar path of our own site', () => {
    for (const image of ['data:image/png;base64,iVBORw0KGgo=', '/uploads/avatars/abc-123.webp']) {
      const res = readCardState({ ...quote, image });
      expect(res.ok && res.state.image).toBe(image);
    }
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const res = readCardState(value);
        expect(typeof res.ok).toBe('boolean');
      }),
    );
  });

  it('round-trips any text and scale unchanged', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.constantFrom(1, 2, 3, 4), (text, scale) => {
        const state = { ...quote, text, scale } as AnyCardState;
        expect(parseCardState(serializeCardState(state))).toEqual({ ok: true, state });
      }),
    );
  });
});

describe('cardStateTitle', () => {
  it('names a quote by its words, a blessing by its festival', () => {
    expect(cardStateTitle(quote)).toBe('知之为知之，不知为不知');
    expect(cardStateTitle(blessing)).toBe('New Year');
  });

  it('falls back to the first line of a text that does not parse', () => {
    expect(cardStateTitle({ ...quote, text: '\n  just some words\nmore' })).toBe('just some words');
  });

  it('cuts a long title at a word, with an ellipsis', () => {
    const words = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const title = cardStateTitle({ ...quote, text: `Quote: ${words}` });
    expect(Array.from(title).length).toBeLessThanOrEqual(MAX_CARD_TITLE_CHARS);
    expect(title).toMatch(/word\d+…$/);
  });
});
