import type { LabelTable } from '../../labelled-text/tokenize-labelled-text';

/** The blessing fields (spec §3) and the labels that introduce them, zh first then en. */
export const BLESSING_FIELDS = ['festival', 'blessing', 'signer', 'date', 'icon'] as const;
export type BlessingField = (typeof BLESSING_FIELDS)[number];

export const BLESSING_LABELS: LabelTable<BlessingField> = {
  festival: ['节日', '节日名称', '节日名', 'Festival', 'Occasion', 'Holiday'],
  blessing: ['祝福语', '祝福', '祝福内容', 'Blessing', 'Wish', 'Wishes', 'Message'],
  signer: ['署名', '签名', '落款', 'Signature', 'Signer', 'From'],
  date: ['日期', 'Date'],
  icon: ['图标', 'Icon'],
};
