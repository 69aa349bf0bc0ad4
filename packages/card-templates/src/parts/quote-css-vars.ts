import type { CSSProperties } from 'react';
import type { QuoteContent, QuoteStyle } from '@inkcard/card-engine';
import { fontStack } from '../fonts/font-stacks';
import { withAlpha } from './color';
import { quoteDecorationZones } from './QuoteDecoration';
import { minScaleFor } from './fit/card-contract';
import { shortTextScale } from './short-text';

/** The smallest a quote may be set, in CSS px (42 px in a 3× PNG: still easy to read on a phone). */
export const QUOTE_MIN_PX = 14;

/**
 * How a short quote grows (shortTextScale): set at the style's size from twelve characters' width
 * (the examples: 行到水穷处，坐看云起时。, "The best way out is always through."), up to 1.6 times it
 * for a quote of a few words, so it fills its card as a poster would.
 */
const QUOTE_SCALE = { full: 12, max: 1.6 } as const;

/**
 * The CSS custom properties a quote card's stylesheet reads, from its style and quote: colours,
 * sizes (the quote's at `--quote-size`, which the card multiplies by `--quote-scale`, larger for a
 * short quote, and by `--fit`), fonts, and the heights of the decoration bands its text keeps out
 * of (`--zone-top`, `--zone-bottom`).
 * @param style - the quote style
 * @param quote - the quote's text
 * @returns inline style with --vars, radius, colours and fonts
 */
export function quoteCssVars(style: QuoteStyle, quote: string): CSSProperties {
  const zones = quoteDecorationZones(style.designTheme);
  return {
    '--quote-scale': String(Math.round(shortTextScale(quote, QUOTE_SCALE.full, QUOTE_SCALE.max) * 100) / 100),
    '--primary': style.primaryColor,
    '--accent': style.accentColor,
    '--bg': style.backgroundColor,
    '--text': style.textColor,
    // Tints computed here, not with color-mix(), so every export library can read them (color.ts).
    '--primary-ring': withAlpha(style.primaryColor, 0.18),
    '--text-hairline': withAlpha(style.textColor, 0.14),
    '--accent-line': withAlpha(style.accentColor, 0.45),
    '--body-size': `${style.fontSize}rem`,
    '--quote-size': `${style.highlightSize}rem`,
    '--footer-size': `${style.footerTextSize}rem`,
    '--sig-size': `${style.signatureSize}rem`,
    '--sig-font': fontStack(style.signatureFont),
    '--zone-top': `${zones.top}px`,
    '--zone-bottom': `${zones.bottom}px`,
    borderRadius: `${style.borderRadius}rem`,
    background: style.backgroundColor,
    color: style.textColor,
    fontFamily: fontStack(style.fontFamily),
  } as CSSProperties;
}

/**
 * The smallest text scale of a quote card: the quote never drops below QUOTE_MIN_PX.
 * @param style - the quote style (its highlight size is the quote's size at scale 1)
 * @returns the minimum scale for the card's fit
 */
export function quoteMinScale(style: QuoteStyle): number {
  return minScaleFor(style.highlightSize * 16, QUOTE_MIN_PX);
}

/**
 * Tags as a list, whatever form the parser returned them in.
 * @param tags - a string, a list, or nothing
 * @returns the tags split on whitespace
 */
export function tagList(tags: QuoteContent['tags']): string[] {
  if (!tags) return [];
  return Array.isArray(tags) ? tags : tags.split(/[\s\u3000]+/).filter(Boolean);
}

/**
 * Whether a text is mainly Chinese (more Han characters than Latin letters), to choose marks
 * and tracking that suit its script.
 * @param text - any text
 * @returns true for Chinese text
 */
export function isChinese(text: string): boolean {
  const han = (text.match(/\p{Script=Han}/gu) ?? []).length;
  const latin = (text.match(/\p{Script=Latin}/gu) ?? []).length;
  return han > 0 && han * 2 >= latin;
}

/**
 * Whether a tag may be too long for one row of a card (then it may wrap inside its chip, which a
 * short tag never does: the PNG must wrap it as the preview does).
 * @param tag - the tag's text
 * @returns true past about twelve Chinese characters or twenty-four Latin ones
 */
export function isLongTag(tag: string): boolean {
  let width = 0;
  for (const c of tag) width += /[\p{Script=Han}\p{Emoji_Presentation}]/u.test(c) ? 2 : 1;
  return width > 24;
}
