import { defineTemplate, type QuoteStyle } from '@inkcard/card-engine';

/** Literary: cream with a brown accent, decoration opacity 0.6, corners 80 px (spec §4, §9). */
export const quoteLiteraryManifest = defineTemplate<'quote', QuoteStyle>({
  id: 'quote/literary',
  kind: 'quote',
  nameKey: 'makers.quote.templates.literary.name',
  descriptionKey: 'makers.quote.templates.literary.description',
  hintKeys: [
    'makers.quote.hints.quote',
    'makers.quote.hints.author',
    'makers.quote.hints.source',
    'makers.quote.hints.tagsList',
    'makers.quote.hints.signature',
    'makers.quote.hints.blankLines',
  ],
  exportScale: 3,
  styleDefaults: {
    primaryColor: '#a0522d',
    accentColor: '#8b5e3c',
    backgroundColor: '#fdf6e3',
    textColor: '#5b3a1e',
    fontFamily: 'lxgwWenKai',
    signatureFont: 'maShanZheng',
    designTheme: 'none',
    fontSize: 1.4,
    highlightSize: 2.2,
    footerTextSize: 0.9,
    signatureSize: 1.7,
    cardWidth: 420,
    borderRadius: 0.5,
    cornerWidth: 80,
    decorationOpacity: 0.6,
  },
});
