import { z } from 'zod';

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

/** A creative colour scheme: background, text, accent and light accent. */
export interface BlessingColorScheme {
  id: string;
  background: string;
  text: string;
  accent: string;
  lightAccent: string;
}

/** The 9 colour schemes of spec §3 (names are i18n keys `makers.blessing.schemes.<id>`). */
export const BLESSING_COLOR_SCHEMES = [
  { id: 'modern', background: '#f8fafc', text: '#1e293b', accent: '#3b82f6', lightAccent: '#dbeafe' },
  { id: 'elegant', background: '#faf5ff', text: '#3b0764', accent: '#9333ea', lightAccent: '#ede9fe' },
  { id: 'warm', background: '#fff5f5', text: '#7f1d1d', accent: '#dc2626', lightAccent: '#fee2e2' },
  { id: 'nature', background: '#f0fdf4', text: '#14532d', accent: '#16a34a', lightAccent: '#dcfce7' },
  { id: 'ocean', background: '#f0f9ff', text: '#0c4a6e', accent: '#0284c7', lightAccent: '#e0f2fe' },
  { id: 'sunset', background: '#fff7ed', text: '#7c2d12', accent: '#ea580c', lightAccent: '#ffedd5' },
  { id: 'sakura', background: '#fdf2f8', text: '#831843', accent: '#db2777', lightAccent: '#fce7f3' },
  { id: 'coffee', background: '#faf6f1', text: '#3f2a1d', accent: '#8b5e3c', lightAccent: '#eadbc8' },
  { id: 'dark', background: '#f5f0e1', text: '#3d3a2e', accent: '#a68a4d', lightAccent: '#ebe3cc' },
] as const satisfies readonly BlessingColorScheme[];
export type BlessingColorSchemeId = (typeof BLESSING_COLOR_SCHEMES)[number]['id'];
export const BLESSING_COLOR_SCHEME_IDS = BLESSING_COLOR_SCHEMES.map((s) => s.id) as [
  BlessingColorSchemeId,
  ...BlessingColorSchemeId[],
];

/** Font-size bounds of the three number inputs (spec §5). */
export const BLESSING_FONT_SIZE = { min: 12, max: 60, step: 1 } as const;

const size = z.number().int().min(BLESSING_FONT_SIZE.min).max(BLESSING_FONT_SIZE.max);
const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/** Blessing card style (spec §3). */
export const BlessingStyleSchema = z.object({
  backgroundColor: hex,
  textColor: hex,
  fontFamily: z.enum(BLESSING_FONTS),
  /** rem */
  borderRadius: z.number().min(0).max(4),
  /** rem */
  padding: z.number().min(0).max(4),
  /** px; the card is 9:16 */
  width: z.number().int().min(240).max(600),
  festivalFontSize: size,
  blessingFontSize: size,
  signatureFontSize: size,
  patternType: z.enum(BLESSING_PATTERNS),
  /** Empty follows the text colour. */
  patternColor: z.union([hex, z.literal('')]),
  colorScheme: z.enum(BLESSING_COLOR_SCHEME_IDS),
});
export type BlessingStyle = z.infer<typeof BlessingStyleSchema>;

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
};
