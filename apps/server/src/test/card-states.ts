import { BLESSING_STYLE_DEFAULTS, CARD_STATE_VERSION } from '@inkcard/card-engine';

/** A quote card's style, as the fashion template's defaults make it. */
export const QUOTE_STYLE = {
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

/**
 * A quote card's state, as the quote maker saves it.
 * @param text - its labelled text
 * @param overrides - any other field
 * @returns the state (plain JSON)
 */
export function quoteState(
  text = '名言内容：知之为知之，不知为不知\n作者：孔子',
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    v: CARD_STATE_VERSION,
    kind: 'quote',
    template: 'quote/fashion',
    lang: 'zh',
    form: 'card',
    text,
    content: null,
    style: QUOTE_STYLE,
    scale: 3,
    image: null,
    ...overrides,
  };
}

/**
 * A blessing card's state, as the blessing maker saves it (content edited field by field).
 * @param festival - its festival line
 * @returns the state (plain JSON)
 */
export function blessingState(festival = 'New Year'): Record<string, unknown> {
  return {
    v: CARD_STATE_VERSION,
    kind: 'blessing',
    template: 'blessing/classic',
    lang: 'en',
    form: 'card',
    text: '',
    content: { festival, blessing: 'All the best', signer: 'Ann', date: '2026-01-01', icon: 'gift' },
    style: BLESSING_STYLE_DEFAULTS,
    scale: 3,
    image: null,
  };
}
