import { defineTemplate, type QuoteStyle } from '@inkcard/card-engine';

/** Fashion: the default quote template (spec §4: white with a pink accent). */
export const quoteFashionManifest = defineTemplate<'quote', QuoteStyle>({
  id: 'quote/fashion',
  kind: 'quote',
  nameKey: 'makers.quote.templates.fashion.name',
  descriptionKey: 'makers.quote.templates.fashion.description',
  hintKeys: [
    'makers.quote.hints.quote',
    'makers.quote.hints.author',
    'makers.quote.hints.source',
    'makers.quote.hints.tagsText',
    'makers.quote.hints.footer',
    'makers.quote.hints.blankLines',
  ],
  exportScale: 3,
  styleDefaults: {
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
    decorationOpacity: 0.5,
  },
});
