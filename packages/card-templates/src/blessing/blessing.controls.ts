import {
  BLESSING_COLOR_SCHEMES,
  BLESSING_FONT_SIZE,
  BLESSING_FONTS,
  BLESSING_PATTERNS,
  type BlessingStyle,
} from '@inkcard/card-engine';
import type { StyleControl } from '../controls/style-controls';

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

/** The classic style's panel (spec §2): colours, three font sizes, pattern and its colour, font. */
export const BLESSING_CLASSIC_PANEL: readonly StyleControl<BlessingStyle>[] = [
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
  {
    type: 'select',
    key: 'fontFamily',
    label: 'fontFamily',
    group: 'typography',
    values: BLESSING_FONTS,
    options: 'blessingFonts',
    previewFont: true,
  },
];

/** The creative style's panel (spec §2): the colour-scheme grid. */
export const BLESSING_CREATIVE_PANEL: readonly StyleControl<BlessingStyle>[] = [
  {
    type: 'schemes',
    key: 'colorScheme',
    label: 'colorScheme',
    group: 'scheme',
    options: 'blessingSchemes',
    schemes: BLESSING_COLOR_SCHEMES.map((s) => ({ id: s.id, colors: [s.background, s.lightAccent, s.accent, s.text] })),
  },
];
