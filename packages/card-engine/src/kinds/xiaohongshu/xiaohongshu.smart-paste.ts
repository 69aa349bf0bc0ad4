import { defineSmartPaste } from '../../smart-paste/define-smart-paste';
import { hashtagsOf, isShortLine, titleOf, type PlainLine } from '../../smart-paste/read-plain-text';
import { splitSentences } from '../../smart-paste/sentences';
import { kindLineOf, labelledLinesOf, type LabelledEntry } from '../../smart-paste/write-labelled';
import type { NoteSectionKind } from './xiaohongshu.schema';
import { xiaohongshuKind } from './xiaohongshu.kind';

// What notes call their shop, dish and tip sections, in both languages.
const SECTION_NAMES: readonly [NoteSectionKind, RegExp][] = [
  [
    'shopInfo',
    /^(店铺信息|店铺|门店信息|店铺地址|地址信息|探店信息|基本信息|店名|shop info|shop|store|the spot|where to find it|where|details)$/i,
  ],
  [
    'dishes',
    /^(必点菜品|必点|必吃|必点推荐|必吃推荐|推荐菜品|推荐菜|菜品推荐|点单推荐|我们点了|点了什么|菜品|must-order|must-orders|must-try|must order|must try|what to order|what we ordered|what we ate|dishes|order this)$/i,
  ],
  [
    'tips',
    /^(小贴士|贴士|提示|小tips|tips|tip|注意事项|避雷|避坑|温馨提示|友情提示|提示|ps|p\.s\.|good to know|pro tips?|before you go|heads up)$/i,
  ],
];

// Lines a shop review gives its facts on: "📍 …", "地址：…", "Hours: …".
const SHOP_LINE =
  /^(?:📍|⏰|🕙|🕐|🕚|💰|💴|☎️?|📞|🚇|🅿️?|🏠|🏪)|^(?:地址|营业时间|人均|价格|电话|店名|交通|位置|Address|Hours|Opening hours|Price|Phone|Open|Location)[ \t\u3000]*[:：]/iu;
const TIP_LINE = /^(?:💡|‼️|❗|⚠️|ps[.:：\s]|p\.s\.|小tips?[:：]|tips?[:：]|提示[:：]|注意[:：])/iu;
const TRAILING_TAGS = /(?:[ \t\u3000]*[#＃][^\s#＃]+(?:\[[^\]]{1,6}\])?#?)+[ \t\u3000]*$/u;

/** The section a short line names ("必点菜品", "💡 Tips:", "【小贴士】"), if any. */
function sectionNamed(line: PlainLine): NoteSectionKind | null {
  if (line.kind !== 'heading' && line.kind !== 'text') return null;
  const name = line.text
    .replace(/^[\p{Extended_Pictographic}\uFE0F\s]+/u, '')
    .replace(/^[【[]|[】\]]$/g, '')
    .replace(/[\s:：!！]+$/, '')
    .trim();
  if (!isShortLine(name)) return null;
  for (const [section, re] of SECTION_NAMES) if (re.test(name)) return section;
  return null;
}

/** A heading as the note body writes it: Markdown `##` unless it is already `#` or 【…】. */
const bodyHeading = (line: PlainLine): string =>
  /^#{1,3}\s/.test(line.raw) || /^【.+】$/.test(line.raw) ? line.raw : `## ${line.text}`;

/**
 * Smart paste for Xiaohongshu notes: the first short line (or sentence) is the title, `#tags`
 * become tags, sections named like a review's (店铺信息, 必点, 小贴士 / Shop info, Must-try,
 * Tips) and a shop's fact lines (📍 地址, ⏰ 营业时间 — two or more) become the note's sections,
 * and everything else stays as the body with its paragraphs, headings and lists.
 */
export const smartPasteNote = defineSmartPaste(
  xiaohongshuKind,
  ({ plain, lang }) => {
    const { values, used } = labelledLinesOf(xiaohongshuKind, plain.lines);
    const lines = plain.lines.filter((l) => !used.has(l.index));
    const tags = values.tags ? [] : hashtagsOf(plain.lines.map((l) => l.raw).join('\n'));
    const firstSentence = splitSentences(lines[0]?.raw ?? '', lang)[0] ?? '';
    const found = values.title ? { title: values.title } : titleOf(lines, firstSentence);

    const sections: Record<NoteSectionKind, string[]> = { shopInfo: [], dishes: [], tips: [] };
    const body: PlainLine[] = [];
    let current: NoteSectionKind | null = null;
    let previous: PlainLine | undefined;
    for (const line of lines) {
      if (line === found.line || line.kind === 'hashtags') continue;
      const named = sectionNamed(line);
      if (named) {
        current = named;
        previous = line;
        continue;
      }
      // A heading ends a section; so does prose after the dish list, or a label with no value
      // ("正文：") that names no section.
      const leavesList = current === 'dishes' && line.kind === 'text' && line.block !== previous?.block;
      if (line.kind === 'heading' || leavesList || kindLineOf(xiaohongshuKind, line.raw)) current = null;
      previous = line;
      if (kindLineOf(xiaohongshuKind, line.raw)) continue;
      if (current && !(current !== 'tips' && TIP_LINE.test(line.raw))) sections[current].push(line.raw);
      else body.push(line);
    }
    // A shop's facts spread through a review: moved to the shop section when there are two.
    const shopLines = body.filter((l) => SHOP_LINE.test(l.raw));
    const moved = new Set<PlainLine>(sections.shopInfo.length > 0 || shopLines.length >= 2 ? shopLines : []);
    for (const l of body) if (TIP_LINE.test(l.raw)) moved.add(l);
    for (const l of body) {
      if (!moved.has(l)) continue;
      if (SHOP_LINE.test(l.raw)) sections.shopInfo.push(l.raw);
      else sections.tips.push(l.raw);
    }

    const kept = body.filter((l) => !moved.has(l));
    let text = '';
    kept.forEach((l, i) => {
      let line = l.kind === 'heading' ? bodyHeading(l) : l.raw.replace(TRAILING_TAGS, '');
      // A title taken from the first sentence is not said twice.
      if (i === 0 && found.prefix && line.startsWith(found.prefix)) {
        line = line.slice(found.prefix.length).replace(/^[\s，,：:；;—]+/, '');
      }
      if (!line.trim()) return;
      const gap = i === 0 ? '' : l.block !== kept[i - 1]!.block || l.kind === 'heading' ? '\n\n' : '\n';
      text += gap + line;
    });

    // A list starts below its label, as the dish list does.
    const layoutOf = (lines: readonly string[]): 'block' | 'inline' =>
      /^(?:[-*•]\s|\d{1,2}[.、)])/.test(lines[0] ?? '') ? 'block' : 'inline';
    const entries: LabelledEntry[] = [
      { field: 'title', value: found.title },
      { field: 'body', value: values.body ?? text.trim() },
      {
        field: 'shopInfo',
        value: values.shopInfo ?? sections.shopInfo.join('\n'),
        layout: layoutOf(sections.shopInfo),
      },
      { field: 'dishes', value: values.dishes ?? sections.dishes.join('\n'), layout: 'block' },
      { field: 'tips', value: values.tips ?? sections.tips.join('\n'), layout: layoutOf(sections.tips) },
      { field: 'tags', value: values.tags ?? tags.slice(0, 10).join(' ') },
    ];
    return entries;
  },
  { required: 'title', spacing: 'blank', paragraphFields: ['body', 'shopInfo', 'dishes', 'tips'] },
);
