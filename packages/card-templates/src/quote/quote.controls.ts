import {
  DECORATION_THEMES,
  QUOTE_CANVASES,
  QUOTE_LATIN_ONLY_FONTS,
  QUOTE_BACKGROUND_COLORS,
  QUOTE_BODY_FONTS,
  QUOTE_SIGNATURE_FONTS,
  QUOTE_STYLE_RANGES,
  QUOTE_TEXT_COLORS,
  QUOTE_THEME_COLORS,
  type QuoteStyle,
  type QuoteStyleRangeKey,
} from '@inkcard/card-engine';
import { canvasControl, pickControls, type SliderControl, type StyleControl } from '../controls/style-controls';

const slider = (
  key: QuoteStyleRangeKey,
  group: SliderControl<QuoteStyle>['group'],
  unit: SliderControl<QuoteStyle>['unit'],
): SliderControl<QuoteStyle> => ({ type: 'slider', key, label: key, group, unit, ...QUOTE_STYLE_RANGES[key] });

/** Every control a quote template may offer: the spec's palettes (§9) and slider ranges (§5). */
export const QUOTE_CONTROLS = {
  canvas: canvasControl(QUOTE_CANVASES),
  themeColor: {
    type: 'swatches',
    key: 'primaryColor',
    label: 'themeColor',
    group: 'colors',
    palette: QUOTE_THEME_COLORS,
    alsoSets: ['accentColor'],
  },
  backgroundColor: {
    type: 'swatches',
    key: 'backgroundColor',
    label: 'backgroundColor',
    group: 'colors',
    palette: QUOTE_BACKGROUND_COLORS,
  },
  textColor: { type: 'swatches', key: 'textColor', label: 'textColor', group: 'colors', palette: QUOTE_TEXT_COLORS },
  bodyFont: {
    type: 'select',
    key: 'fontFamily',
    label: 'bodyFont',
    group: 'typography',
    values: QUOTE_BODY_FONTS,
    options: 'fonts',
    previewFont: true,
    secondary: { values: QUOTE_LATIN_ONLY_FONTS, label: 'latinOnly' },
  },
  signatureFont: {
    type: 'select',
    key: 'signatureFont',
    label: 'signatureFont',
    group: 'typography',
    values: QUOTE_SIGNATURE_FONTS,
    options: 'fonts',
    previewFont: true,
  },
  fontSize: slider('fontSize', 'typography', 'rem'),
  highlightSize: slider('highlightSize', 'typography', 'rem'),
  footerTextSize: slider('footerTextSize', 'typography', 'rem'),
  signatureSize: slider('signatureSize', 'typography', 'rem'),
  cardWidth: slider('cardWidth', 'layout', 'px'),
  borderRadius: slider('borderRadius', 'layout', 'rem'),
  designTheme: {
    type: 'select',
    key: 'designTheme',
    label: 'designTheme',
    group: 'decoration',
    values: DECORATION_THEMES,
    options: 'decorationThemes',
  },
  decorationOpacity: slider('decorationOpacity', 'decoration', ''),
  cornerWidth: { ...slider('cornerWidth', 'decoration', 'px'), zeroMeans: 'hidden' },
} as const satisfies Record<string, StyleControl<QuoteStyle>>;

/** The full quote panel, which every quote template offers today: the canvas first. */
export const QUOTE_PANEL = pickControls<QuoteStyle, keyof typeof QUOTE_CONTROLS>(QUOTE_CONTROLS, [
  'canvas',
  'themeColor',
  'backgroundColor',
  'textColor',
  'bodyFont',
  'signatureFont',
  'fontSize',
  'highlightSize',
  'footerTextSize',
  'signatureSize',
  'cardWidth',
  'borderRadius',
  'designTheme',
  'decorationOpacity',
  'cornerWidth',
]);
