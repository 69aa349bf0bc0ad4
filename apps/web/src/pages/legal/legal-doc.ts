/** One footer page as stored in the legal catalog: a title, a lead and keyed sections. */
export interface LegalDoc {
  title: string;
  lead: string;
  subject?: string;
  sections: Record<string, { heading: string; body: string; example?: string }>;
}
