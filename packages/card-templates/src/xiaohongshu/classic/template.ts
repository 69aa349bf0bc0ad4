import { defineTemplate, pickHints } from '../../template';
import { XIAOHONGSHU_HINTS } from '../xiaohongshu.hints';
import { XIAOHONGSHU_PANEL } from '../xiaohongshu.controls';

/** Classic: the default note template, white with Xiaohongshu red. */
export default defineTemplate<'xiaohongshu'>({
  id: 'xiaohongshu/classic',
  kind: 'xiaohongshu',
  text: {
    zh: { name: '经典红', description: '白底小红书红，粗体标题封面' },
    en: { name: 'Classic red', description: 'White pages, Xiaohongshu red, a bold title cover' },
  },
  hints: pickHints(XIAOHONGSHU_HINTS, ['blocks', 'tags', 'structure', 'pages', 'cover']),
  aspect: '3:4',
  paged: true,
  swatch: { background: '#ffffff', accent: '#ff2442' },
  onSelect: 'defaults',
  controls: XIAOHONGSHU_PANEL,
  load: () => import('./XiaohongshuClassicCard'),
  loadExamples: { zh: () => import('./example.zh.txt?raw'), en: () => import('./example.en.txt?raw') },
});
