import { defineTemplate, pickHints } from '../../template';
import { QUOTE_HINTS } from '../quote.hints';
import { QUOTE_PANEL } from '../quote.controls';

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
  swatch: { background: '#e62723', accent: '#fef3c7' },
  style: {
    primaryColor: '#e62723',
    accentColor: '#fef3c7',
    backgroundColor: '#e62723',
    textColor: '#ffffff',
    signatureFont: 'maShanZheng',
    designTheme: 'waves',
    cardWidth: 420,
    borderRadius: 1,
    decorationOpacity: 0.3,
  },
  onSelect: 'defaults',
  controls: QUOTE_PANEL,
  parseOptions: { tagMode: 'text' },
  load: () => import('./QuoteRedBoldCard'),
  loadExamples: { zh: () => import('./example.zh.txt?raw'), en: () => import('./example.en.txt?raw') },
});
