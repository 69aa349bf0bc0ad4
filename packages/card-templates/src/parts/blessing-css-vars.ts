import type { CSSProperties } from 'react';
import type { BlessingStyle } from '@inkcard/card-engine';
import { fontStack } from '../fonts/font-stacks';
import { minScaleFor } from './fit/card-contract';

/** The smallest a blessing may be set, in CSS px (42 px in a 3× PNG). */
export const BLESSING_MIN_PX = 14;

/**
 * The spacing and type of a blessing card shared by both styles; the card multiplies the sizes
 * by `--fit` (parts/fit), the festival less steeply than the wish so it stays the headline.
 * @param style - the blessing style
 * @returns inline style with the padding, radius, font and size custom properties
 */
export function blessingBoxStyle(style: BlessingStyle): CSSProperties {
  return {
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
