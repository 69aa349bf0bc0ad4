import { defineTemplate, pickHints } from '../../template';
import { QUOTE_HINTS } from '../quote.hints';
import { QUOTE_PANEL } from '../quote.controls';

/** Literary: cream with a brown accent, decoration opacity 0.6, corners 80 px (spec §4, §9). */
export default defineTemplate<'quote'>({
  id: 'quote/literary',
  kind: 'quote',
  text: {
    zh: { name: '文艺', description: '米色纸张，棕色点缀，角花装饰' },
    en: { name: 'Literary', description: 'Cream paper, brown accents, framed corners' },
  },
  hints: pickHints(QUOTE_HINTS, ['quote', 'author', 'source', 'tagsList', 'signature', 'blankLines']),
  aspect: '3:4',
  swatch: { background: '#fdf6e3', accent: '#8b5e3c' },
  style: {
    primaryColor: '#a0522d',
    accentColor: '#8b5e3c',
    backgroundColor: '#fdf6e3',
    textColor: '#5b3a1e',
    fontFamily: 'lxgwWenKai',
    signatureFont: 'maShanZheng',
    designTheme: 'none',
    cardWidth: 420,
    borderRadius: 0.5,
    decorationOpacity: 0.6,
  },
  onSelect: 'defaults',
  controls: QUOTE_PANEL,
  parseOptions: { tagMode: 'list' },
  load: () => import('./QuoteLiteraryCard'),
  loadExamples: { zh: () => import('./example.zh.txt?raw'), en: () => import('./example.en.txt?raw') },
});
