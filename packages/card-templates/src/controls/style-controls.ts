/**
 * Style controls as data: a template lists the controls it offers and the maker's style panel is
 * built from that list. Labels and option names are ids the web catalog translates
 * (`makers.controls.<label>`, `makers.options.<catalog>.<value>`), typed there against these unions.
 */

/** Every control label id; apps/web's catalog must name each one in zh and en. */
export const CONTROL_LABELS = [
  'themeColor',
  'backgroundColor',
  'textColor',
  'bodyFont',
  'signatureFont',
  'designTheme',
  'fontSize',
  'highlightSize',
  'footerTextSize',
  'signatureSize',
  'cardWidth',
  'borderRadius',
  'cornerWidth',
  'decorationOpacity',
  'festivalFontSize',
  'blessingFontSize',
  'signerFontSize',
  'patternType',
  'patternColor',
  'fontFamily',
  'colorScheme',
  'textSize',
  'codeTheme',
  'codeLabels',
  'canvas',
] as const;
export type ControlLabel = (typeof CONTROL_LABELS)[number];

/** The headings controls are grouped under, in the order a template first uses them. */
export const CONTROL_GROUPS = ['colors', 'typography', 'fontSizes', 'layout', 'decoration', 'scheme'] as const;
export type ControlGroup = (typeof CONTROL_GROUPS)[number];

/** The lists whose values the web catalog names (fonts, decoration themes, patterns, schemes). */
export const OPTION_CATALOGS = [
  'fonts',
  'decorationThemes',
  'blessingPatterns',
  'blessingFonts',
  'blessingSchemes',
  'codeThemes',
  'labelLanguages',
  'canvases',
] as const;
export type OptionCatalog = (typeof OPTION_CATALOGS)[number];

type KeyOfType<S, T> = { [P in keyof S]-?: S[P] extends T ? P : never }[keyof S] & string;

interface ControlBase<S> {
  label: ControlLabel;
  group: ControlGroup;
  /** The style property it edits. */
  key: keyof S & string;
}

/** A palette of colour swatches; `alsoSets` receive the same colour (theme colour → accent). */
export interface SwatchesControl<S> extends ControlBase<S> {
  type: 'swatches';
  key: KeyOfType<S, string>;
  palette: readonly string[];
  alsoSets?: readonly KeyOfType<S, string>[];
}
/** A range slider; `zeroMeans: 'hidden'` shows "hidden" at 0. */
export interface SliderControl<S> extends ControlBase<S> {
  type: 'slider';
  key: KeyOfType<S, number>;
  min: number;
  max: number;
  step: number;
  unit: 'rem' | 'px' | '%' | '';
  zeroMeans?: 'hidden';
}
/** A number input (the blessing font sizes, spec §5: 12–60, enforced by the input only). */
export interface NumberControl<S> extends ControlBase<S> {
  type: 'number';
  key: KeyOfType<S, number>;
  min: number;
  max: number;
  step: number;
}
/** A select over a named list; `previewFont` draws each option in its own font. */
export interface SelectControl<S> extends ControlBase<S> {
  type: 'select';
  key: KeyOfType<S, string>;
  values: readonly string[];
  options: OptionCatalog;
  previewFont?: boolean;
  /** Values shown under a second heading (e.g. Latin-only fonts), in the option list's order. */
  secondary?: { values: readonly string[]; label: 'latinOnly' };
}
/** A short choice shown as a row of buttons (the canvas: 3:4, 1:1, 9:16; the coder card's theme). */
export interface SegmentedControl<S> extends ControlBase<S> {
  type: 'segmented';
  key: KeyOfType<S, string>;
  values: readonly string[];
  options: OptionCatalog;
}
/** A colour input; with `emptyFollows`, an empty value follows that other colour and can be reset to it. */
export interface ColorControl<S> extends ControlBase<S> {
  type: 'color';
  key: KeyOfType<S, string>;
  emptyFollows?: KeyOfType<S, string>;
}
/** A grid of colour schemes, each shown as a strip of its colours. */
export interface SchemesControl<S> extends ControlBase<S> {
  type: 'schemes';
  key: KeyOfType<S, string>;
  schemes: readonly { id: string; colors: readonly string[] }[];
  options: OptionCatalog;
}

/** Any style control over a style of shape S. */
export type StyleControl<S> =
  | SwatchesControl<S>
  | SliderControl<S>
  | NumberControl<S>
  | SelectControl<S>
  | ColorControl<S>
  | SchemesControl<S>
  | SegmentedControl<S>;

/**
 * The canvas size control (quote, blessing, profile): a row of buttons over the kind's canvases.
 * @param values - the kind's canvas ids, in button order
 * @returns the control, editing the style's `canvas`
 */
export function canvasControl<S extends { canvas: string }>(values: readonly string[]): SegmentedControl<S> {
  return {
    type: 'segmented',
    key: 'canvas' as KeyOfType<S, string>,
    label: 'canvas',
    group: 'layout',
    values,
    options: 'canvases',
  };
}

/**
 * Picks controls from a kind's library by id, so a template's list is checked by tsc.
 * @param library - the kind's controls by id
 * @param ids - the ids, in panel order
 * @returns the controls
 */
export function pickControls<S, Id extends string>(
  library: Readonly<Record<Id, StyleControl<S>>>,
  ids: readonly Id[],
): readonly StyleControl<S>[] {
  return ids.map((id) => library[id]);
}
