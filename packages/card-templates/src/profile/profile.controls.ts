import {
  PROFILE_CANVASES,
  PROFILE_CODE_LABELS,
  PROFILE_CODE_THEMES,
  PROFILE_FONTS,
  PROFILE_STYLE_RANGES,
  PROFILE_THEME_COLORS,
  type ProfileStyle,
} from '@inkcard/card-engine';
import { canvasControl, pickControls, type StyleControl } from '../controls/style-controls';

/** Every control a profile template may offer; each template picks the ones its design uses. */
export const PROFILE_CONTROLS = {
  canvas: canvasControl(PROFILE_CANVASES),
  themeColor: {
    type: 'swatches',
    key: 'primaryColor',
    label: 'themeColor',
    group: 'colors',
    palette: PROFILE_THEME_COLORS,
  },
  codeTheme: {
    type: 'segmented',
    key: 'codeTheme',
    label: 'codeTheme',
    group: 'colors',
    values: PROFILE_CODE_THEMES,
    options: 'codeThemes',
  },
  codeLabels: {
    type: 'segmented',
    key: 'codeLabels',
    label: 'codeLabels',
    group: 'typography',
    values: PROFILE_CODE_LABELS,
    options: 'labelLanguages',
  },
  bodyFont: {
    type: 'select',
    key: 'fontFamily',
    label: 'bodyFont',
    group: 'typography',
    values: PROFILE_FONTS,
    options: 'fonts',
    previewFont: true,
  },
  textSize: {
    type: 'slider',
    key: 'textScale',
    label: 'textSize',
    group: 'typography',
    unit: '%',
    ...PROFILE_STYLE_RANGES.textScale,
  },
  cardWidth: {
    type: 'slider',
    key: 'cardWidth',
    label: 'cardWidth',
    group: 'layout',
    unit: 'px',
    ...PROFILE_STYLE_RANGES.cardWidth,
  },
  borderRadius: {
    type: 'slider',
    key: 'borderRadius',
    label: 'borderRadius',
    group: 'layout',
    unit: 'rem',
    ...PROFILE_STYLE_RANGES.borderRadius,
  },
} as const satisfies Record<string, StyleControl<ProfileStyle>>;

/** The panel of the four designed templates: the size, theme colour, font, text size, width and corners. */
export const PROFILE_PANEL = pickControls<ProfileStyle, keyof typeof PROFILE_CONTROLS>(PROFILE_CONTROLS, [
  'canvas',
  'themeColor',
  'bodyFont',
  'textSize',
  'cardWidth',
  'borderRadius',
]);

/** The coder card's panel: the size, its two toggles (spec §2), then text size, width and corners. */
export const PROFILE_CODER_PANEL = pickControls<ProfileStyle, keyof typeof PROFILE_CONTROLS>(PROFILE_CONTROLS, [
  'canvas',
  'codeTheme',
  'codeLabels',
  'textSize',
  'cardWidth',
  'borderRadius',
]);
