import { defineTemplate, pickHints } from '../../template';
import type { XiaohongshuStyle } from '@inkcard/card-engine';
import { XIAOHONGSHU_HINTS } from '../xiaohongshu.hints';
import { XIAOHONGSHU_PANEL } from '../xiaohongshu.controls';

const styleDefaults: XiaohongshuStyle = { accentColor: '#ff2442', fontFamily: 'notoSansSc', fontSize: 17 };

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
  swatch: { background: '#ffffff', accent: styleDefaults.accentColor },
  styleDefaults,
  onSelect: 'defaults',
  controls: XIAOHONGSHU_PANEL,
});
