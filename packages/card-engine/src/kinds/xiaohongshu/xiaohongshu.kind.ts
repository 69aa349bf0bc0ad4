import { defineCardKind, type KindLabels, type Lang } from '../../kind';
import { parseLabelled } from '../../labelled-text/parse-labelled';
import { normalizeText } from '../../labelled-text/normalize-text';
import { XiaohongshuContentSchema, type NoteSection, type NoteSectionKind } from './xiaohongshu.schema';
import { XiaohongshuStyleSchema } from './xiaohongshu.style';

type NoteField = 'title' | 'body' | NoteSectionKind | 'tags';

// Only labels that never open an ordinary line of a note: "地址：" or "Address:" inside the shop
// block would otherwise start a second shop block.
const LABELS: KindLabels<NoteField> = {
  title: { zh: ['标题'], en: ['Title'] },
  body: { zh: ['正文', '内容'], en: ['Body', 'Content', 'Text'] },
  shopInfo: { zh: ['店铺信息', '店铺', '门店信息'], en: ['Shop info', 'Shop', 'Store'] },
  dishes: { zh: ['必点菜品', '必点', '推荐菜品'], en: ['Must-order dishes', 'Must-order', 'Must-try', 'Dishes'] },
  tips: { zh: ['小贴士', '贴士', '提示'], en: ['Tips', 'Tip'] },
  tags: { zh: ['标签', '话题'], en: ['Tags', 'Tag', 'Hashtags'] },
};

const SECTION_FIELDS: readonly NoteSectionKind[] = ['shopInfo', 'dishes', 'tips'];

/**
 * Splits a tags line on spaces (ASCII, full-width, ideographic), commas and '#', so "#探店 #美食"
 * and "#探店#美食" both give two tags.
 * @param value - the tags line
 * @returns the tags, without '#', duplicates dropped
 */
export function splitNoteTags(value: string): string[] {
  const tags = value
    .split(/[\s\u3000,，、#＃]+/)
    .map((t) => t.trim())
    .filter((t) => t.length > 0);
  return [...new Set(tags)];
}

/** The language of the label that opens a line: English when an English label starts it. */
function labelLang(line: string, field: NoteField): Lang {
  const start = line.trimStart().toLowerCase();
  return LABELS[field].en.some((l) => start.startsWith(l.toLowerCase())) ? 'en' : 'zh';
}

/**
 * The Xiaohongshu note kind (spec §3, §5): blocks split by blank lines and recognised by their
 * leading label; the title is required, the cover image comes from the maker's upload.
 */
export const xiaohongshuKind = defineCardKind({
  id: 'xiaohongshu',
  trackingType: 'xiaohongshu',
  labels: LABELS,
  parse(text, _options, tokenize) {
    const res = parseLabelled(text, tokenize, ['title'], ['title', 'tags']);
    if (!res.ok) return res;
    const { values, fields } = res.labelled;
    const lines = normalizeText(text).split('\n');
    const sections: NoteSection[] = [];
    for (const f of fields) {
      if (!(SECTION_FIELDS as readonly string[]).includes(f.field) || !f.value) continue;
      const kind = f.field as NoteSectionKind;
      const lang = labelLang(lines[f.line - 1] ?? '', kind);
      sections.push({ kind, label: LABELS[kind][lang][0]!, text: f.value });
    }
    return {
      ok: true,
      content: {
        title: values.title ?? '',
        body: values.body ?? '',
        sections,
        tags: splitNoteTags(values.tags ?? ''),
      },
    };
  },
  contentSchema: XiaohongshuContentSchema,
  styleSchema: XiaohongshuStyleSchema,
  exportScale: 2,
  // Spec §9: notes card_{title}.png.
  fileName: {
    prefix: { zh: '小红书卡片', en: 'notes card' },
    subject: (c) => c.title,
    fallback: { zh: '未命名', en: 'unnamed' },
  },
  parseMode: 'button',
});
export type XiaohongshuKind = typeof xiaohongshuKind;
