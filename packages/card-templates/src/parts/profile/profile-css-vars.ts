import type { CSSProperties } from 'react';
import type { ProfileFont, ProfileStyle } from '@inkcard/card-engine';
import { fontStack } from '../../fonts/font-stacks';
import { mixHex, withAlpha } from '../color';
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
 * The CSS a profile card's root carries: width, corners, font, the base size every `em` inside
 * follows, and the theme colour with its computed tints (no color-mix(), see color.ts).
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
    width: `${style.cardWidth}px`,
    borderRadius: `${style.borderRadius}rem`,
    fontFamily: profileFontStack(style.fontFamily, lang),
    fontSize: `${+((PROFILE_BASE_PX * style.textScale) / 100).toFixed(2)}px`,
  } as CSSProperties;
}
