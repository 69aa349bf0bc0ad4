import { defineTemplate, pickHints } from '../../template';
import type { QuoteStyle } from '@inkcard/card-engine';
import { QUOTE_HINTS } from '../quote.hints';
import { QUOTE_PANEL } from '../quote.controls';

const styleDefaults: QuoteStyle = {
  primaryColor: '#ec4899',
  accentColor: '#f472b6',
  backgroundColor: '#ffffff',
  textColor: '#111827',
  fontFamily: 'notoSansSc',
  signatureFont: 'greatVibes',
  designTheme: 'circles',
  fontSize: 1.4,
  highlightSize: 2.2,
  footerTextSize: 0.9,
  signatureSize: 1.7,
  // Spec §9 names 380 px, below the slider's 400-600 px range; the range wins.
  cardWidth: 400,
  borderRadius: 1.5,
  cornerWidth: 80,
  canvas: '3:4',
  decorationOpacity: 0.5,
};

/** Fashion: the default quote template (spec §4: white with a pink accent). */
export default defineTemplate<'quote'>({
  id: 'quote/fashion',
  kind: 'quote',
  text: {
    zh: { name: '时尚', description: '白底粉色点缀，手写签名' },
    en: { name: 'Fashion', description: 'White, pink accent, script signature' },
  },
  hints: pickHints(QUOTE_HINTS, ['quote', 'author', 'source', 'tagsText', 'footer', 'blankLines']),
  aspect: '3:4',
  swatch: { background: styleDefaults.backgroundColor, accent: styleDefaults.accentColor },
  styleDefaults,
  onSelect: 'defaults',
  controls: QUOTE_PANEL,
  parseOptions: { tagMode: 'text' },
});
