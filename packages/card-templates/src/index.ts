/**
 * @inkcard/card-templates: what describes templates and the parts they share. The templates
 * themselves are separate entries, so a page loads only those it draws: one kind's list is
 * `@inkcard/card-templates/kinds/<kind>` (a maker), every kind's is `@inkcard/card-templates/registry`
 * (gallery, guide, /render). The export path is its own entry too (`@inkcard/card-templates/export`)
 * so the image library is only reached when the user exports.
 */
export {
  CARD_FORMS,
  defineTemplate,
  loadAnyTemplate,
  loadedAnyTemplate,
  loadedTemplate,
  loadTemplate,
  pickHints,
  templateInForm,
  withBody,
} from './template';
export type {
  AnyCardTemplate,
  AnyLoadedTemplate,
  CardForm,
  CardProps,
  CardTemplate,
  LoadedTemplate,
  StyleEnvironment,
  TemplateAspect,
  TemplateBody,
  TemplateDeclaration,
  TemplateDraw,
  TemplateText,
} from './template';
export { CONTROL_GROUPS, CONTROL_LABELS, OPTION_CATALOGS, pickControls } from './controls/style-controls';
export type {
  ColorControl,
  ControlGroup,
  ControlLabel,
  NumberControl,
  OptionCatalog,
  SchemesControl,
  SegmentedControl,
  SelectControl,
  SliderControl,
  StyleControl,
  SwatchesControl,
} from './controls/style-controls';
export { FONT_STACKS, fontStack } from './fonts/font-stacks';
export {
  Carousel,
  CarouselBlockView,
  CarouselReportContext,
  paginate,
  sentenceStarts,
  measureBlocks,
  measureLines,
  relayoutBlock,
} from './carousel';
export type {
  CarouselBlock,
  CarouselBlockClasses,
  CarouselPage,
  CarouselPageKind,
  CarouselPageProps,
  CarouselReport,
  MeasuredBlock,
  MeasuredLine,
  PageSlice,
  PaginateOptions,
} from './carousel';
export { CardCanvas } from './parts/fit/CardCanvas';
export { CARD_ATTR, minScaleFor } from './parts/fit/card-contract';
export type { CardCanvasSpec, FitState } from './parts/fit/card-contract';
export { Typeset, WRAP } from './parts/typeset/Typeset';
export { typesetRuns } from './parts/typeset/typeset-runs';
export { SAMPLE_LENGTHS, SAMPLE_FILLERS, sampleContent, sampleText } from './samples/sample-content';
export type { SampleLength } from './samples/sample-content';
export { loadCardFonts } from './fonts/load-fonts';
