import type { ComponentType } from 'react';
import type {
  BlessingContent,
  BlessingStyle,
  QuoteContent,
  QuoteStyle,
  QuoteTagMode,
  TemplateManifest,
} from '@inkcard/card-engine';

/** Props every quote card receives: content and style, nothing else. */
export interface QuoteCardProps {
  content: QuoteContent;
  style: QuoteStyle;
}
/** Props every blessing card receives. */
export interface BlessingCardProps {
  content: BlessingContent;
  style: BlessingStyle;
}

/** The "use example" texts of a template, by UI language. */
export interface TemplateExamples {
  zh: string;
  en: string;
}

/** A quote template: manifest, component, examples and how its tags are parsed. */
export interface QuoteTemplate {
  manifest: TemplateManifest<'quote', QuoteStyle>;
  Component: ComponentType<QuoteCardProps>;
  examples: TemplateExamples;
  tagMode: QuoteTagMode;
}
/** A blessing template (classic or creative style). */
export interface BlessingTemplate {
  manifest: TemplateManifest<'blessing', BlessingStyle>;
  Component: ComponentType<BlessingCardProps>;
  examples: TemplateExamples;
}

/** Any registered template. */
export type CardTemplate = QuoteTemplate | BlessingTemplate;
