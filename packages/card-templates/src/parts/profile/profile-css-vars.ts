import type { CSSProperties } from 'react';
import type { ProfileFont, ProfileStyle } from '@inkcard/card-engine';
import { fontStack } from '../../fonts/font-stacks';
import { mixHex, withAlpha } from '../color';
import { minScaleFor } from '../fit/card-contract';
import type { CardLang } from './profile-text';
import './latin-punctuation.css';

// Faces whose quotes, dashes and middle dot are full-width (every CJK face): an English card
// borrows Latin ones.
const QUOTES_FOR: Partial<Record<ProfileFont, string>> = {
  notoSansSc: 'Inkcard Latin Punctuation',
  lxgwWenKai: 'Inkcard Latin Punctuation',
  zcoolKuaiLe: 'Inkcard Latin Punctuation',
  system: 'Inkcard Latin Punctuation',
  notoSerifSc: 'Inkcard Latin Punctuation Serif',
};

/**
 * The font stack of a profile card: the chosen face, with Latin punctuation in front of it when
 * the card is English and the face is a CJK one (see latin-punctuation.css).
 * @param font - the chosen font
 * @param lang - the card content's language
 * @returns a font-family value
 */
export function profileFontStack(font: ProfileFont, lang: CardLang): string {
  const quotes = lang === 'en' ? QUOTES_FOR[font] : undefined;
  return quotes ? `'${quotes}', ${fontStack(font)}` : fontStack(font);
}

/** The body size every profile template is drawn at, before the text-size percentage. */
export const PROFILE_BASE_PX = 15;

/**
 * The theme colours of a profile card (with their computed tints, no color-mix(), see color.ts)
 * and its font.
 * @param style - the profile style
 * @param lang - the card content's language (chooses the quotes, see profileFontStack)
 * @returns inline style with --primary and friends
 */
export function profileCssVars(style: ProfileStyle, lang: CardLang): CSSProperties {
  const primary = style.primaryColor;
  return {
    '--primary': primary,
    '--primary-soft': withAlpha(primary, 0.1),
    '--primary-tint': withAlpha(primary, 0.18),
    '--primary-ring': withAlpha(primary, 0.35),
    '--primary-deep': mixHex(primary, '#0f172a', 0.72),
    '--primary-light': mixHex(primary, '#ffffff', 0.55),
    '--primary-pale': mixHex(primary, '#ffffff', 0.14),
    fontFamily: profileFontStack(style.fontFamily, lang),
  } as CSSProperties;
}

/**
 * A profile card grows with its content up to this many times its width, then its text shrinks
 * (a taller card no longer reads as one card on a profile page).
 */
export const PROFILE_MAX_HEIGHT_RATIO = 2.5;
/** Body text (0.92 em) never shrinks below this many CSS px… */
const MIN_BODY_PX = 12;
/** …nor to less than this share of the size the creator chose. */
const MIN_SCALE = 0.85;
/** The size of a profile card's body text, in em of its base size. */
const BODY_EM = 0.92;

/**
 * A profile card's canvas (content height, card-layer contract): its width, the height past which
 * its text shrinks, how far it may shrink, and its base size (every `em` inside follows it,
 * multiplied by the fit's `--fit`, so the whole card scales as one).
 * @param style - the profile style
 * @param maxHeightRatio - the tallest the card may grow, in widths
 * @param boost - how much larger the whole card may be drawn as the fit's `--grow` goes from 0
 *   to 1 (a short profile on a size preset, see shortProfileBoost); 1: never
 * @returns width and maxHeight (CSS px), minScale, the root's font size, and with a boost the
 *   share of it a photo keeps so it grows half as much (`--photo-scale`)
 */
export function profileCanvas(
  style: ProfileStyle,
  maxHeightRatio = PROFILE_MAX_HEIGHT_RATIO,
  boost = 1,
): {
  width: number;
  maxHeight: number;
  minScale: number;
  fontSize: string;
  photoScale?: string;
} {
  const basePx = (PROFILE_BASE_PX * style.textScale) / 100;
  const base = {
    width: style.cardWidth,
    maxHeight: Math.round(style.cardWidth * maxHeightRatio),
    minScale: Math.max(MIN_SCALE, minScaleFor(basePx * BODY_EM, MIN_BODY_PX)),
  };
  if (boost <= 1) return { ...base, fontSize: `calc(${+basePx.toFixed(2)}px * var(--fit, 1))` };
  const growth = `${+(boost - 1).toFixed(3)} * var(--grow, 0)`;
  return {
    ...base,
    fontSize: `calc(${+basePx.toFixed(2)}px * var(--fit, 1) * (1 + ${growth}))`,
    photoScale: `calc((1 + ${growth} / 2) / (1 + ${growth}))`,
  };
}
