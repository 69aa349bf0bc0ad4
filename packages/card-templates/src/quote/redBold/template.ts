import { defineTemplate, type QuoteStyle } from '@inkcard/card-engine';

/** Red bold: #e62723 background, white text (spec §4, §9 defaults). */
export const quoteRedBoldManifest = defineTemplate<'quote', QuoteStyle>({
  id: 'quote/redBold',
  kind: 'quote',
  nameKey: 'makers.quote.templates.redBold.name',
  descriptionKey: 'makers.quote.templates.redBold.description',
  hintKeys: [
    'makers.quote.hints.quote',
    'makers.quote.hints.author',
    'makers.quote.hints.organization',
    'makers.quote.hints.slogan',
    'makers.quote.hints.tagsText',
    'makers.quote.hints.blankLines',
  ],
  exportScale: 3,
  styleDefaults: {
    primaryColor: '#e62723',
    accentColor: '#fef3c7',
    backgroundColor: '#e62723',
    textColor: '#ffffff',
    fontFamily: 'notoSansSc',
    signatureFont: 'maShanZheng',
    designTheme: 'waves',
    fontSize: 1.4,
    highlightSize: 2.2,
    footerTextSize: 0.9,
    signatureSize: 1.7,
    cardWidth: 420,
    borderRadius: 1,
    cornerWidth: 80,
    decorationOpacity: 0.3,
  },
});
