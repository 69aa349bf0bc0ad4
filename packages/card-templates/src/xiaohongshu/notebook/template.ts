import { defineTemplate, pickHints } from '../../template';
import { XIAOHONGSHU_HINTS } from '../xiaohongshu.hints';
import { XIAOHONGSHU_PANEL } from '../xiaohongshu.controls';

/** Notebook: grid paper and a highlighter, for study notes and guides. */
export default defineTemplate<'xiaohongshu'>({
  id: 'xiaohongshu/notebook',
  kind: 'xiaohongshu',
  text: {
    zh: { name: '手账笔记', description: '方格纸、荧光笔小标题，适合学习笔记' },
    en: { name: 'Notebook', description: 'Grid paper and highlighted headings, for study notes' },
  },
  hints: pickHints(XIAOHONGSHU_HINTS, ['blocks', 'tags', 'structure', 'pages', 'cover']),
  aspect: '3:4',
  paged: true,
  swatch: { background: '#fbf7ee', accent: '#eab308' },
  style: { accentColor: '#eab308', fontFamily: 'lxgwWenKai' },
  onSelect: 'defaults',
  controls: XIAOHONGSHU_PANEL,
  load: () => import('./XiaohongshuNotebookCard'),
  loadExamples: { zh: () => import('./example.zh.txt?raw'), en: () => import('./example.en.txt?raw') },
});
