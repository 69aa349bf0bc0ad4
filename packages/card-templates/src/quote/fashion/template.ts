import { defineTemplate, pickHints } from '../../template';
import { QUOTE_HINTS } from '../quote.hints';
import { QUOTE_PANEL } from '../quote.controls';

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
  swatch: { background: '#ffffff', accent: '#f472b6' },
  onSelect: 'defaults',
  controls: QUOTE_PANEL,
  parseOptions: { tagMode: 'text' },
  load: () => import('./QuoteFashionCard'),
  loadExamples: { zh: () => import('./example.zh.txt?raw'), en: () => import('./example.en.txt?raw') },
});
