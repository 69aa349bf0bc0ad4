import type { LabelTable } from '../../labelled-text/tokenize-labelled-text';

/** The quote fields (spec §3) and the labels that introduce them, zh first then en. */
export const QUOTE_FIELDS = ['quote', 'author', 'source', 'tags', 'slogan', 'organization', 'signature'] as const;
export type QuoteField = (typeof QUOTE_FIELDS)[number];

export const QUOTE_LABELS: LabelTable<QuoteField> = {
  quote: ['名言内容', '名言', '内容', 'Quote', 'Content', 'Text'],
  author: ['作者', 'Author', 'By'],
  source: ['出处', '来源', 'Source', 'From'],
  tags: ['标签', 'Tags', 'Tag'],
  slogan: ['标语', 'Slogan', 'Motto'],
  organization: ['组织', '机构', 'Organization', 'Organisation', 'Org'],
  signature: ['签名', 'Signature', 'Signed'],
};
