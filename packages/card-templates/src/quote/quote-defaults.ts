import type { QuoteStyle } from '@inkcard/card-engine';

/** The style every quote template starts from: the default template's, fashion (spec §4, §9). */
export const QUOTE_STYLE_BASE: QuoteStyle = {
  primaryColor: '#ec4899',
  accentColor: '#f472b6',
  backgroundColor: '#ffffff',
  textColor: '#111827',
  fontFamily: 'notoSansSc',
  signatureFont: 'greatVibes',
  designTheme: 'circles',
  fontSize: 1.4,
  highlightSize: 2.2,
  footerTextSize: 0.9,
  signatureSize: 1.7,
  // Spec §9 names 380 px, below the slider's 400-600 px range; the range wins.
  cardWidth: 400,
  borderRadius: 1.5,
  cornerWidth: 80,
  canvas: '3:4',
  decorationOpacity: 0.5,
};
