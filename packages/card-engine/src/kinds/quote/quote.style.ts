import type { CardRatio } from '../../canvas';
import * as v from 'valibot';
import { plainObject } from '../../plain-object';

/** The 12 decoration themes of spec §9, each drawn as SVG/CSS by card-templates' parts. */
export const DECORATION_THEMES = [
  'none',
  'waves',
  'geometry',
  'chinese',
  'ribbons',
  'particles',
  'circles',
  'math',
  'geoLines',
  'cubes',
  'stars',
  'artsy',
] as const;
export type DecorationTheme = (typeof DECORATION_THEMES)[number];

/** 14 theme (primary) colours. */
export const QUOTE_THEME_COLORS = [
  '#ec4899',
  '#e62723',
  '#f97316',
  '#eab308',
  '#84cc16',
  '#10b981',
  '#14b8a6',
  '#0ea5e9',
  '#4f46e5',
  '#8b5cf6',
  '#a0522d',
  '#7c2d12',
  '#334155',
  '#111827',
] as const;
/** 12 background colours. */
export const QUOTE_BACKGROUND_COLORS = [
  '#ffffff',
  '#fdf6e3',
  '#fff1f2',
  '#fef3c7',
  '#ecfdf5',
  '#eff6ff',
  '#f5f3ff',
  '#f1f5f9',
  '#e62723',
  '#1e3a8a',
  '#064e3b',
  '#111827',
] as const;
/** 12 text colours. */
export const QUOTE_TEXT_COLORS = [
  '#111827',
  '#374151',
  '#6b7280',
  '#ffffff',
  '#fef3c7',
  '#5b3a1e',
  '#7c2d12',
  '#9d174d',
  '#1e3a8a',
  '#065f46',
  '#4c1d95',
  '#b91c1c',
] as const;

/** 20 body font ids; their CSS stacks live in card-templates/src/fonts/font-stacks.ts. */
export const QUOTE_BODY_FONTS = [
  'notoSansSc',
  'notoSerifSc',
  'lxgwWenKai',
  'zcoolKuaiLe',
  'zcoolQingKe',
  'maShanZheng',
  'system',
  'inter',
  'roboto',
  'firaCode',
  'georgia',
  'timesNewRoman',
  'courierNew',
  'comicSans',
  'lora',
  'playfair',
  'merriweather',
  'ebGaramond',
  'crimsonPro',
  'sourceSerif',
] as const;
export type QuoteBodyFont = (typeof QUOTE_BODY_FONTS)[number];

/** Body fonts with no Chinese glyphs: they set Latin letters, Chinese stays in a Noto face. */
export const QUOTE_LATIN_ONLY_FONTS = [
  'inter',
  'roboto',
  'firaCode',
  'georgia',
  'timesNewRoman',
  'courierNew',
  'comicSans',
  'lora',
  'playfair',
  'merriweather',
  'ebGaramond',
  'crimsonPro',
  'sourceSerif',
] as const satisfies readonly QuoteBodyFont[];

/** 16 signature font ids (handwriting and display faces). */
export const QUOTE_SIGNATURE_FONTS = [
  'maShanZheng',
  'lxgwWenKai',
  'zcoolKuaiLe',
  'zcoolQingKe',
  'notoSerifSc',
  'dancingScript',
  'greatVibes',
  'pacifico',
  'caveat',
  'satisfy',
  'sacramento',
  'allura',
  'parisienne',
  'kaushanScript',
  'alexBrush',
  'homemadeApple',
] as const;
export type QuoteSignatureFont = (typeof QUOTE_SIGNATURE_FONTS)[number];

/**
 * The canvases a quote card offers: `auto` (as tall as the text, issue 14's size presets) and the
 * three ratios; 3:4 stays the default (Xiaohongshu's feed shows it uncropped).
 */
export const QUOTE_CANVASES = ['auto', '3:4', '1:1', '9:16'] as const satisfies readonly (CardRatio | 'auto')[];
export type QuoteCanvas = (typeof QUOTE_CANVASES)[number];

const hex = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/));

/** Slider ranges of spec §5 in one place, used by the schema and the style panel. */
export const QUOTE_STYLE_RANGES = {
  fontSize: { min: 1, max: 2, step: 0.1 },
  highlightSize: { min: 1.5, max: 3, step: 0.1 },
  footerTextSize: { min: 0.6, max: 1.2, step: 0.05 },
  signatureSize: { min: 1.2, max: 2.5, step: 0.1 },
  cardWidth: { min: 400, max: 600, step: 10 },
  borderRadius: { min: 0, max: 2, step: 0.5 },
  cornerWidth: { min: 0, max: 120, step: 10 },
  decorationOpacity: { min: 0.1, max: 1, step: 0.1 },
} as const;
export type QuoteStyleRangeKey = keyof typeof QUOTE_STYLE_RANGES;

const ranged = (k: QuoteStyleRangeKey) =>
  v.pipe(v.number(), v.minValue(QUOTE_STYLE_RANGES[k].min), v.maxValue(QUOTE_STYLE_RANGES[k].max));

/** The quote card style (spec §3 "card style" subset the quote templates read). */
export const QuoteStyleSchema = plainObject({
  /** Theme colour: highlights, rules, decoration strokes. */
  primaryColor: hex,
  /** Secondary accent (literary brown, fashion pink). */
  accentColor: hex,
  backgroundColor: hex,
  textColor: hex,
  fontFamily: v.picklist(QUOTE_BODY_FONTS),
  signatureFont: v.picklist(QUOTE_SIGNATURE_FONTS),
  designTheme: v.picklist(DECORATION_THEMES),
  /** Body size in rem. */
  fontSize: ranged('fontSize'),
  /** Quote (highlight) size in rem. */
  highlightSize: ranged('highlightSize'),
  /** Footer size in rem. */
  footerTextSize: ranged('footerTextSize'),
  /** Signature size in rem. */
  signatureSize: ranged('signatureSize'),
  /** Card width in px. */
  cardWidth: ranged('cardWidth'),
  /** Corner radius in rem. */
  borderRadius: ranged('borderRadius'),
  /** Corner decoration width in px; 0 hides it. */
  cornerWidth: ranged('cornerWidth'),
  decorationOpacity: ranged('decorationOpacity'),
  /** The card's canvas; a style saved before canvases existed reads as 3:4. */
  canvas: v.optional(v.picklist(QUOTE_CANVASES), '3:4'),
});
export type QuoteStyle = v.InferOutput<typeof QuoteStyleSchema>;
