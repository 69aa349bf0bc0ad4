import { defineTemplate, pickHints } from '../../template';
import type { QuoteStyle } from '@inkcard/card-engine';
import { QUOTE_HINTS } from '../quote.hints';
import { QUOTE_PANEL } from '../quote.controls';

const styleDefaults: QuoteStyle = {
  primaryColor: '#e62723',
  accentColor: '#fef3c7',
  backgroundColor: '#e62723',
  textColor: '#ffffff',
  fontFamily: 'notoSansSc',
  signatureFont: 'maShanZheng',
  designTheme: 'waves',
  fontSize: 1.4,
  highlightSize: 2.2,
  footerTextSize: 0.9,
  signatureSize: 1.7,
  cardWidth: 420,
  borderRadius: 1,
  cornerWidth: 80,
  canvas: '3:4',
  decorationOpacity: 0.3,
};

/** Red bold: #e62723 background, white text (spec §4, §9 defaults). */
export default defineTemplate<'quote'>({
  id: 'quote/redBold',
  kind: 'quote',
  text: {
    zh: { name: '红色醒目', description: '海报红配粗体白字' },
    en: { name: 'Red bold', description: 'Poster red with heavy white type' },
  },
  hints: pickHints(QUOTE_HINTS, ['quote', 'author', 'organization', 'slogan', 'tagsText', 'blankLines']),
  aspect: '3:4',
  swatch: { background: styleDefaults.backgroundColor, accent: styleDefaults.accentColor },
  styleDefaults,
  onSelect: 'defaults',
  controls: QUOTE_PANEL,
  parseOptions: { tagMode: 'text' },
});
