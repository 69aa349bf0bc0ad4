import { NOTE_ACCENT_COLORS, NOTE_FONT_SIZE, NOTE_FONTS, type XiaohongshuStyle } from '@inkcard/card-engine';
import type { StyleControl } from '../controls/style-controls';

/** The note panel: accent colour, body font and body size. */
export const XIAOHONGSHU_PANEL: readonly StyleControl<XiaohongshuStyle>[] = [
  { type: 'swatches', key: 'accentColor', label: 'themeColor', group: 'colors', palette: NOTE_ACCENT_COLORS },
  {
    type: 'select',
    key: 'fontFamily',
    label: 'bodyFont',
    group: 'typography',
    values: NOTE_FONTS,
    options: 'fonts',
    previewFont: true,
  },
  { type: 'slider', key: 'fontSize', label: 'fontSize', group: 'typography', unit: 'px', ...NOTE_FONT_SIZE },
];
