import type { CSSProperties } from 'react';
import type { BlessingStyle } from '@inkcard/card-engine';
import { fontStack } from '../fonts/font-stacks';
import { minScaleFor } from './fit/card-contract';
import { shortTextScale } from './short-text';

/** The smallest a blessing may be set, in CSS px (42 px in a 3× PNG). */
export const BLESSING_MIN_PX = 14;

/**
 * How a short wish grows (shortTextScale): at the style's size from twelve characters' width, up
 * to 1.3 times it for a wish of a few words ("平安喜乐"), which then stays below the festival's
 * size, the card's headline.
 */
const WISH_SCALE = { full: 12, max: 1.3 } as const;

/**
 * The spacing and type of a blessing card shared by both styles; the card multiplies the sizes
 * by `--fit` (parts/fit), the festival less steeply than the wish so it stays the headline, and
 * a short wish by `--blessing-scale` as far as the fit's `--grow` gives it room.
 * @param style - the blessing style
 * @param wish - the wish's text
 * @returns inline style with the padding, radius, font and size custom properties
 */
export function blessingBoxStyle(style: BlessingStyle, wish: string): CSSProperties {
  return {
    '--blessing-scale': String(Math.round(shortTextScale(wish, WISH_SCALE.full, WISH_SCALE.max) * 100) / 100),
    '--festival-size': `${style.festivalFontSize}px`,
    '--blessing-size': `${style.blessingFontSize}px`,
    '--signature-size': `${style.signatureFontSize}px`,
    '--pad': `${style.padding}rem`,
    borderRadius: `${style.borderRadius}rem`,
    fontFamily: fontStack(style.fontFamily),
  } as CSSProperties;
}

/**
 * The smallest text scale of a blessing card: the wish never drops below BLESSING_MIN_PX.
 * @param style - the blessing style
 * @returns the minimum scale for the card's fit
 */
export function blessingMinScale(style: BlessingStyle): number {
  return minScaleFor(style.blessingFontSize, BLESSING_MIN_PX);
}
