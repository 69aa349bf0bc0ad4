import {
  BLESSING_CANVASES,
  BLESSING_COLOR_SCHEMES,
  BLESSING_LATIN_ONLY_FONTS,
  BLESSING_FONT_SIZE,
  BLESSING_FONTS,
  BLESSING_PATTERNS,
  type BlessingStyle,
} from '@inkcard/card-engine';
import { canvasControl, type StyleControl } from '../controls/style-controls';

const size = (
  key: 'festivalFontSize' | 'blessingFontSize' | 'signatureFontSize',
  label: 'festivalFontSize' | 'blessingFontSize' | 'signerFontSize',
): StyleControl<BlessingStyle> => ({
  type: 'number',
  key,
  label,
  group: 'fontSizes',
  ...BLESSING_FONT_SIZE,
});

const canvas = canvasControl<BlessingStyle>(BLESSING_CANVASES);

// Spec §3's thirteen fonts; the six without Chinese glyphs are listed apart as Latin-only (issue 15).
const font: StyleControl<BlessingStyle> = {
  type: 'select',
  key: 'fontFamily',
  label: 'fontFamily',
  group: 'typography',
  values: BLESSING_FONTS,
  options: 'blessingFonts',
  previewFont: true,
  secondary: { values: BLESSING_LATIN_ONLY_FONTS, label: 'latinOnly' },
};

/** The classic style's panel (spec §2): colours, three font sizes, pattern and its colour, font; and the canvas. */
export const BLESSING_CLASSIC_PANEL: readonly StyleControl<BlessingStyle>[] = [
  canvas,
  { type: 'color', key: 'backgroundColor', label: 'backgroundColor', group: 'colors' },
  { type: 'color', key: 'textColor', label: 'textColor', group: 'colors' },
  size('festivalFontSize', 'festivalFontSize'),
  size('blessingFontSize', 'blessingFontSize'),
  size('signatureFontSize', 'signerFontSize'),
  {
    type: 'select',
    key: 'patternType',
    label: 'patternType',
    group: 'decoration',
    values: BLESSING_PATTERNS,
    options: 'blessingPatterns',
  },
  { type: 'color', key: 'patternColor', label: 'patternColor', group: 'decoration', emptyFollows: 'textColor' },
  font,
];

/** The creative style's panel (spec §2): the colour-scheme grid, plus the canvas and the font (issue 15). */
export const BLESSING_CREATIVE_PANEL: readonly StyleControl<BlessingStyle>[] = [
  canvas,
  {
    type: 'schemes',
    key: 'colorScheme',
    label: 'colorScheme',
    group: 'scheme',
    options: 'blessingSchemes',
    schemes: BLESSING_COLOR_SCHEMES.map((s) => ({ id: s.id, colors: [s.background, s.lightAccent, s.accent, s.text] })),
  },
  font,
];
