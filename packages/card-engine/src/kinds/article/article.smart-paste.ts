import { defineSmartPaste } from '../../smart-paste/define-smart-paste';
import {
  bylineOf,
  findQuotations,
  headlineOf,
  isShortLine,
  titleOf,
  type PlainLine,
} from '../../smart-paste/read-plain-text';
import { splitSentences } from '../../smart-paste/sentences';
import { topSentences } from '../../smart-paste/text-rank';
import { labelledLinesOf, type LabelledEntry } from '../../smart-paste/write-labelled';
import { articleKind } from './article.kind';

const DATE_LINE =
  /^(?:\d{4}年\d{1,2}月\d{1,2}日|\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.? \d{1,2},? \d{4}|\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{4})$/;
const SOURCE_LINE =
  /^(?:本文)?(?:首发于|转载自|原载|原文链接|来源|出处|source|via|originally published (?:in|on|by))[ \t\u3000:：]*(.+)$/i;
const CONCLUDING =
  /^(?:总之|总而言之|综上|综上所述|归根结底|最后|说到底|in conclusion|in short|overall|to sum up|ultimately|in the end)/i;
const ENUMERATED =
  /^(?:第[一二三四五六七八九十]{1,2}[，,、：:]|首先|其次|再次|First(?:ly)?,|Second(?:ly)?,|Third(?:ly)?,)/;
// Key points and sections: how many at most.
const KEY_POINTS = 4;
const MAX_SECTIONS = 4;

/**
 * Smart paste for article cards: the first short line is the title, a byline (文/…, By …) the
 * author, a date line the date, a 来源/Source line the source; the sentence TextRank ranks first
 * is the core concept and the next ones the key points (in the article's order); quotations with
 * their `——author` are the important quotes; headings (一、, ##, 第X章, 1.) open sections with
 * their first sentences; a closing paragraph (总之, In conclusion…) or the last sentence concludes.
 */
export const smartPasteArticle = defineSmartPaste(
  articleKind,
  ({ plain, lang }) => {
    const { values, used } = labelledLinesOf(articleKind, plain.lines);
    const lines = plain.lines.filter((l) => !used.has(l.index) && l.kind !== 'hashtags');
    const firstSentence = splitSentences(lines[0]?.raw ?? '', lang)[0] ?? '';
    const headline = values.title ? undefined : headlineOf(lines);
    const found: { title: string; line?: PlainLine; prefix?: string } = values.title
      ? { title: values.title }
      : (headline ?? titleOf(lines, firstSentence));
    let author = values.author;
    let date = values.date;
    let source = values.source;
    const body: PlainLine[] = [];
    for (const line of lines) {
      if (line === found.line) continue;
      const byline = author ? undefined : bylineOf(line.raw);
      const dated = DATE_LINE.test(line.raw);
      const sourced = SOURCE_LINE.exec(line.raw);
      if (byline) author = byline;
      else if (dated && !date) date = line.raw;
      else if (sourced && !source) source = sourced[1]!.trim();
      else body.push(line);
    }

    const quotations = findQuotations(body.map((l) => l.raw)).filter((q) => q.marked);
    const quoteLines = new Set(quotations.map((q) => body[q.line]!));
    const concludingLine = body.find((l) => l.kind === 'text' && CONCLUDING.test(l.text));
    // Sections: each heading with the prose under it, up to the next heading.
    const sections: { title: string; text: string[] }[] = [];
    for (const line of body) {
      if (line.kind === 'heading') sections.push({ title: line.text, text: [] });
      else if (line !== concludingLine && !quoteLines.has(line)) sections.at(-1)?.text.push(line.text);
    }
    const sectionText = sections.slice(0, MAX_SECTIONS).map((section) => {
      const [first, second] = splitSentences(section.text.join('\n'), lang);
      return { title: section.title, text: [first, second].filter((x): x is string => Boolean(x)) };
    });
    const shown = new Set(sectionText.flatMap((x) => x.text));
    // Prose worth ranking: not titles or headings, not quotations, not the title's own sentence.
    const prose = body.filter(
      (l) => l.kind !== 'heading' && !quoteLines.has(l) && (!isShortLine(l.raw) || /[。.!！?？]$/.test(l.raw)),
    );
    const sentences = splitSentences(prose.map((l) => l.text).join('\n'), lang).filter((x) => x !== found.prefix);
    const concluding = concludingLine ? splitSentences(concludingLine.text, lang)[0] : undefined;
    const conclusion = concluding ?? (prose.length >= 3 ? sentences.at(-1) : undefined);
    const candidates = sentences.filter((x) => x !== conclusion && !shown.has(x));
    // "第一，… 第二，…" / "First, … Second, …": the writer's own points come first.
    const enumerated = prose.filter((l) => ENUMERATED.test(l.text)).map((l) => splitSentences(l.text, lang)[0]!);
    const range = { minChars: lang === 'zh' ? 10 : 30, maxChars: 120 };
    const [core] = topSentences(candidates, 1, lang, range).filter((i) => !enumerated.includes(candidates[i]!));
    const keyPoints =
      enumerated.length >= 2
        ? enumerated.slice(0, KEY_POINTS)
        : topSentences(candidates, KEY_POINTS + 1, lang, range)
            .filter((i) => i !== core)
            .slice(0, KEY_POINTS)
            .map((i) => candidates[i]!);
    const quotes = quotations
      .filter((q) => q.attribution && Array.from(q.quote).length >= 6)
      .slice(0, 2)
      .map((q) => (lang === 'zh' ? `“${q.quote}”——${q.attribution}` : `“${q.quote}” — ${q.attribution}`));

    const numbered = (items: readonly string[]): string => items.map((s, i) => `${i + 1}. ${s}`).join('\n');
    const entries: LabelledEntry[] = [
      { field: 'title', value: found.title },
      { field: 'author', value: author ?? '' },
      { field: 'date', value: date ?? '' },
      { field: 'coreConcept', value: values.coreConcept ?? (core === undefined ? '' : candidates[core]!) },
      { field: 'keyPoints', value: numbered(keyPoints), layout: 'block' },
    ];
    for (const section of sectionText) {
      entries.push({ field: 'section', value: section.title });
      entries.push({ field: 'mainContent', value: section.text.join(lang === 'zh' ? '' : ' ') });
    }
    entries.push(
      { field: 'quotes', value: quotes.join('\n'), layout: 'block' },
      { field: 'conclusion', value: values.conclusion ?? conclusion ?? '' },
      { field: 'source', value: source ?? '' },
    );
    return { entries, leftOut: headline?.rest ? [headline.rest] : [] };
  },
  { required: 'title', paragraphFields: ['mainContent', 'content', 'conclusion', 'coreConcept'] },
);
