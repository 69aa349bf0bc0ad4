import type { CSSProperties } from 'react';
import type { BlessingStyle } from '@inkcard/card-engine';
import { fontStack } from '../fonts/font-stacks';

/**
 * The size, spacing and type of a blessing card shared by both styles (9:16 at `width` px).
 * @param style - the blessing style
 * @returns inline style with the card box and font custom properties
 */
export function blessingBoxStyle(style: BlessingStyle): CSSProperties {
  return {
    '--festival-size': `${style.festivalFontSize}px`,
    '--blessing-size': `${style.blessingFontSize}px`,
    '--signature-size': `${style.signatureFontSize}px`,
    width: `${style.width}px`,
    height: `${Math.round((style.width * 16) / 9)}px`,
    padding: `${style.padding}rem`,
    borderRadius: `${style.borderRadius}rem`,
    fontFamily: fontStack(style.fontFamily),
  } as CSSProperties;
}
