import type { CSSProperties } from 'react';
import type { QuoteContent, QuoteStyle } from '@inkcard/card-engine';
import { fontStack } from '../fonts/font-stacks';
import { fitQuoteSize } from './fit-quote-size';
import { withAlpha } from './color';

/**
 * The CSS custom properties a quote card's stylesheet reads, from its style and content.
 * @param style - the quote style
 * @param content - the quote content (its length sets the quote size)
 * @returns inline style with --vars, width, radius, colours and fonts
 */
export function quoteCssVars(style: QuoteStyle, content: QuoteContent): CSSProperties {
  return {
    '--primary': style.primaryColor,
    '--accent': style.accentColor,
    '--bg': style.backgroundColor,
    '--text': style.textColor,
    // Tints computed here, not with color-mix(), so every export library can read them (color.ts).
    '--primary-ring': withAlpha(style.primaryColor, 0.18),
    '--text-hairline': withAlpha(style.textColor, 0.12),
    '--accent-line': withAlpha(style.accentColor, 0.45),
    '--body-size': `${style.fontSize}rem`,
    '--quote-size': `${fitQuoteSize(content.quote, style.highlightSize, style.fontSize)}rem`,
    '--footer-size': `${style.footerTextSize}rem`,
    '--sig-size': `${style.signatureSize}rem`,
    '--sig-font': fontStack(style.signatureFont),
    width: `${style.cardWidth}px`,
    borderRadius: `${style.borderRadius}rem`,
    background: style.backgroundColor,
    color: style.textColor,
    fontFamily: fontStack(style.fontFamily),
  } as CSSProperties;
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
