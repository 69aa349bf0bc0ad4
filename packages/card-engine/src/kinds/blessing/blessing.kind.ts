import { defineCardKind, type Lang } from '../../kind';
import { parseLabelled } from '../../labelled-text/parse-labelled';
import { BLESSING_ICONS, BlessingContentSchema, type BlessingIcon } from './blessing.schema';
import { BlessingStyleSchema } from './blessing.style';

/**
 * A date as the UI language writes it ("2025年5月1日", "May 1, 2025").
 * @param date - the date
 * @param lang - zh or en
 * @returns the long local date
 */
export function localeDate(date: Date, lang: Lang): string {
  return date.toLocaleDateString(lang === 'zh' ? 'zh-CN' : 'en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** The blessing kind: festival, wish, signer, date and the creative style's icon (spec §3). */
export const blessingKind = defineCardKind({
  id: 'blessing',
  trackingType: 'blessing',
  labels: {
    festival: { zh: ['节日', '节日名称', '节日名'], en: ['Festival', 'Occasion', 'Holiday'] },
    blessing: { zh: ['祝福语', '祝福', '祝福内容'], en: ['Blessing', 'Wish', 'Wishes', 'Message'] },
    signer: { zh: ['署名', '签名', '落款'], en: ['Signature', 'Signer', 'From'] },
    date: { zh: ['日期'], en: ['Date'] },
    icon: { zh: ['图标'], en: ['Icon'] },
  },
  parse(text, _options, tokenize) {
    const res = parseLabelled(text, tokenize, ['blessing'], ['festival', 'signer']);
    if (!res.ok) return res;
    const { values } = res.labelled;
    const iconValue = (values.icon ?? '').toLowerCase();
    const icon: BlessingIcon = (BLESSING_ICONS as readonly string[]).includes(iconValue)
      ? (iconValue as BlessingIcon)
      : 'gift';
    return {
      ok: true,
      content: {
        festival: values.festival ?? '',
        blessing: values.blessing ?? '',
        signer: values.signer ?? '',
        date: values.date ?? '',
        icon,
      },
    };
  },
  contentSchema: BlessingContentSchema,
  styleSchema: BlessingStyleSchema,
  exportScale: 3,
  // Spec §9: the blessing file is named after the festival, 'unnamed' when blank.
  fileName: {
    prefix: { zh: '祝福卡片', en: 'blessing card' },
    subject: (c) => c.festival,
    fallback: { zh: '未命名', en: 'unnamed' },
  },
  parseMode: 'live',
  // Spec §3: the date defaults to today's date in the UI language.
  complete: (content, { lang, today }) => ({ ...content, date: content.date || localeDate(today, lang) }),
});
export type BlessingKind = typeof blessingKind;
