import type { CardRatio } from '../../canvas';
import * as v from 'valibot';
import { plainObject } from '../../plain-object';

/** The 12 pattern types of spec §3, plus sun and wave which the classic style also draws. */
export const BLESSING_PATTERNS = [
  'cloud',
  'leaf',
  'snow',
  'rain',
  'star',
  'flower',
  'bamboo',
  'mountain',
  'river',
  'moon',
  'wind',
  'none',
  'sun',
  'wave',
] as const;
export type BlessingPattern = (typeof BLESSING_PATTERNS)[number];

/** The 13 blessing font families of spec §3 (ids; stacks in card-templates/src/fonts). */
export const BLESSING_FONTS = [
  'system',
  'notoSerifSc',
  'notoSansSc',
  'lxgwWenKai',
  'zcoolKuaiLe',
  'zcoolQingKe',
  'maShanZheng',
  'firaCode',
  'roboto',
  'georgia',
  'comicSans',
  'timesNewRoman',
  'courierNew',
] as const;
export type BlessingFont = (typeof BLESSING_FONTS)[number];

/**
 * Fonts with no Chinese glyphs (spec §3 names them): they set the Latin letters of a card, and
 * its Chinese stays in the matching Noto face. The font control labels them "Latin only".
 */
export const BLESSING_LATIN_ONLY_FONTS = [
  'firaCode',
  'roboto',
  'georgia',
  'comicSans',
  'timesNewRoman',
  'courierNew',
] as const satisfies readonly BlessingFont[];

/** A creative colour scheme: background (a gradient when `backgroundEnd` is set), text and accents. */
export interface BlessingColorScheme {
  id: string;
  background: string;
  /** The gradient's second stop, top-left to bottom-right; absent for a flat colour. */
  backgroundEnd?: string;
  text: string;
  /** Title, badge and ornaments. */
  accent: string;
  /** Soft shapes and the signature pill, a quieter tone of the background. */
  lightAccent: string;
  /** Dark schemes draw their badge icon in the background colour rather than white. */
  isDark: boolean;
}

/**
 * The 9 colour schemes of spec §3 (names are i18n keys `makers.options.blessingSchemes.<id>`),
 * each a different mood rather than a tint of one: four light, five deep; "dark" is a real
 * night scheme (the spec's "Beige" was a pale tint, issue 15).
 */
export const BLESSING_COLOR_SCHEMES = [
  {
    id: 'modern',
    background: '#ffffff',
    backgroundEnd: '#eef2f7',
    text: '#0f172a',
    accent: '#2563eb',
    lightAccent: '#dbe6fb',
    isDark: false,
  },
  {
    id: 'elegant',
    background: '#3b0f5c',
    backgroundEnd: '#1e0b36',
    text: '#f6efff',
    accent: '#e8c77a',
    lightAccent: '#55257d',
    isDark: true,
  },
  {
    id: 'warm',
    background: '#c8161d',
    backgroundEnd: '#8f0f14',
    text: '#fff4e0',
    accent: '#ffd36b',
    lightAccent: '#de3a34',
    isDark: true,
  },
  { id: 'nature', background: '#edf3e4', text: '#1f3b26', accent: '#3d7a4a', lightAccent: '#d2e3c3', isDark: false },
  {
    id: 'ocean',
    background: '#0d4f7a',
    backgroundEnd: '#0a2f52',
    text: '#eefbff',
    accent: '#6ee0f2',
    lightAccent: '#176a99',
    isDark: true,
  },
  {
    id: 'sunset',
    // Burnt orange into deep rose: white text holds 4.7:1 and the pale-gold title 4.1:1 at the top.
    background: '#c94a1a',
    backgroundEnd: '#9c2350',
    text: '#ffffff',
    accent: '#fff2a8',
    lightAccent: '#de6a37',
    isDark: true,
  },
  { id: 'sakura', background: '#fff0f4', text: '#7a1f45', accent: '#e0457b', lightAccent: '#fbd3e0', isDark: false },
  { id: 'coffee', background: '#eee2cf', text: '#3a2718', accent: '#8a5a32', lightAccent: '#dcc6a5', isDark: false },
  {
    id: 'dark',
    background: '#141a2e',
    backgroundEnd: '#070a14',
    text: '#f2f4f8',
    accent: '#f2c14e',
    lightAccent: '#222b47',
    isDark: true,
  },
] as const satisfies readonly BlessingColorScheme[];
export type BlessingColorSchemeId = (typeof BLESSING_COLOR_SCHEMES)[number]['id'];
export const BLESSING_COLOR_SCHEME_IDS = BLESSING_COLOR_SCHEMES.map((s) => s.id) as [
  BlessingColorSchemeId,
  ...BlessingColorSchemeId[],
];

/** The canvases a blessing card offers: 3:4 for the feed (the default), 9:16 for a phone screen. */
export const BLESSING_CANVASES = ['3:4', '9:16'] as const satisfies readonly CardRatio[];
export type BlessingCanvas = (typeof BLESSING_CANVASES)[number];

/** Font-size bounds of the three number inputs (spec §5). */
export const BLESSING_FONT_SIZE = { min: 12, max: 60, step: 1 } as const;

const size = v.pipe(v.number(), v.integer(), v.minValue(BLESSING_FONT_SIZE.min), v.maxValue(BLESSING_FONT_SIZE.max));
const hex = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/));

/** Blessing card style (spec §3). */
export const BlessingStyleSchema = plainObject({
  backgroundColor: hex,
  textColor: hex,
  fontFamily: v.picklist(BLESSING_FONTS),
  /** rem */
  borderRadius: v.pipe(v.number(), v.minValue(0), v.maxValue(4)),
  /** rem */
  padding: v.pipe(v.number(), v.minValue(0), v.maxValue(4)),
  /** px; the height follows from `canvas` */
  width: v.pipe(v.number(), v.integer(), v.minValue(240), v.maxValue(600)),
  festivalFontSize: size,
  blessingFontSize: size,
  signatureFontSize: size,
  patternType: v.picklist(BLESSING_PATTERNS),
  /** Empty follows the text colour. */
  patternColor: v.union([hex, v.literal('')]),
  colorScheme: v.picklist(BLESSING_COLOR_SCHEME_IDS),
  /** 3:4 unless the creator picks 9:16; a style saved before canvases existed reads as 3:4. */
  canvas: v.optional(v.picklist(BLESSING_CANVASES), '3:4'),
});
export type BlessingStyle = v.InferOutput<typeof BlessingStyleSchema>;

/** Classic defaults, also what switching to classic resets to (spec §3, §4). */
export const BLESSING_CLASSIC_RESET = {
  backgroundColor: '#1f5f3f',
  textColor: '#ffffff',
  festivalFontSize: 40,
  blessingFontSize: 29,
  signatureFontSize: 16,
  patternType: 'cloud',
  patternColor: '',
} as const satisfies Partial<BlessingStyle>;

/** What switching to creative sets (spec §4). */
export const BLESSING_CREATIVE_RESET = {
  colorScheme: 'modern',
  borderRadius: 1,
  padding: 2,
  width: 360,
} as const satisfies Partial<BlessingStyle>;

/** The full default blessing style (spec §3). */
export const BLESSING_STYLE_DEFAULTS: BlessingStyle = {
  ...BLESSING_CLASSIC_RESET,
  ...BLESSING_CREATIVE_RESET,
  fontFamily: 'system',
  canvas: '3:4',
};
