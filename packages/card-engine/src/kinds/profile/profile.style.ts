import type { CardRatio } from '../../canvas';
import * as v from 'valibot';
import { plainObject } from '../../plain-object';
import type { QuoteBodyFont } from '../quote/quote.style';

/** 12 theme colours for profile cards (accent, chips, rules); the first is the spec's indigo. */
export const PROFILE_THEME_COLORS = [
  '#4f46e5',
  '#2563eb',
  '#0ea5e9',
  '#06b6d4',
  '#10b981',
  '#65a30d',
  '#f59e0b',
  '#f97316',
  '#ef4444',
  '#ec4899',
  '#8b5cf6',
  '#334155',
] as const;

/** Body fonts a profile card offers: CJK-complete faces first, then Latin faces over Noto Sans SC. */
export const PROFILE_FONTS = [
  'notoSansSc',
  'notoSerifSc',
  'lxgwWenKai',
  'zcoolKuaiLe',
  'system',
  'inter',
  'roboto',
  'lora',
  'playfair',
  'firaCode',
] as const satisfies readonly QuoteBodyFont[];
export type ProfileFont = (typeof PROFILE_FONTS)[number];

/** The coder card's two code themes and two label languages (spec §2 toggles). */
export const PROFILE_CODE_THEMES = ['dark', 'light'] as const;
export type ProfileCodeTheme = (typeof PROFILE_CODE_THEMES)[number];
export const PROFILE_CODE_LABELS = ['zh', 'en'] as const;
export type ProfileCodeLabels = (typeof PROFILE_CODE_LABELS)[number];

/**
 * The canvases a profile card offers (issue 30): `auto`, the default and the look every profile
 * had before sizes existed (as tall as its content), and the three ratios: 3:4 for the feed, 1:1
 * for a square grid or an avatar-sized share, 9:16 for a phone screen and the long creative card
 * (and so the too-much-text warning has a taller preset to offer before falling back to `auto`).
 */
export const PROFILE_CANVASES = ['auto', '3:4', '1:1', '9:16'] as const satisfies readonly (CardRatio | 'auto')[];

/** Slider ranges (spec §5: width 400–600 px step 10, corner radius 0–2 rem step 0.5). */
export const PROFILE_STYLE_RANGES = {
  cardWidth: { min: 400, max: 600, step: 10 },
  borderRadius: { min: 0, max: 2, step: 0.5 },
  /** Text size as a percentage of the template's own sizes. */
  textScale: { min: 85, max: 125, step: 5 },
} as const;
export type ProfileStyleRangeKey = keyof typeof PROFILE_STYLE_RANGES;

const ranged = (k: ProfileStyleRangeKey) =>
  v.pipe(v.number(), v.minValue(PROFILE_STYLE_RANGES[k].min), v.maxValue(PROFILE_STYLE_RANGES[k].max));
const hex = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/));

/** The profile card style: one shape for the five templates; each offers the controls its design uses. */
export const ProfileStyleSchema = plainObject({
  /** Theme colour: name accents, chips, rules, icons. */
  primaryColor: hex,
  fontFamily: v.picklist(PROFILE_FONTS),
  /** Percent of the template's type sizes. */
  textScale: ranged('textScale'),
  /** px (spec §9: 400 default, 480 for the coder card). */
  cardWidth: ranged('cardWidth'),
  /** rem */
  borderRadius: ranged('borderRadius'),
  /** Coder card: the code window's theme. */
  codeTheme: v.picklist(PROFILE_CODE_THEMES),
  /** Coder card: the language of the code's names and comments. */
  codeLabels: v.picklist(PROFILE_CODE_LABELS),
  /** The card's canvas; a style saved (or a link shared) before sizes existed reads as `auto`. */
  canvas: v.optional(v.picklist(PROFILE_CANVASES), 'auto'),
});
export type ProfileStyle = v.InferOutput<typeof ProfileStyleSchema>;
