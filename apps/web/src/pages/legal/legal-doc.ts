/** The footer pages (spec §2), rendered by one LegalPage from their slug. */
export const LEGAL_SLUGS = ['help', 'faq', 'contact', 'feedback', 'terms', 'privacy', 'disclaimer', 'cookies'] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

/** One footer page as stored in the legal catalog: a title, a lead and keyed sections. */
export interface LegalDoc {
  title: string;
  lead: string;
  subject?: string;
  sections: Record<string, { heading: string; body: string; example?: string }>;
}
