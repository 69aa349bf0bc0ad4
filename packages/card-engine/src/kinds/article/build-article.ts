import { normalizeText } from '../../labelled-text/normalize-text';
import type { LabelledField, TokenizedText } from '../../labelled-text/tokenize-labelled-text';
import { failed, type ParseIssue, type ParseResult } from '../../result';
import type { ArticleContent, ArticleSection } from './article.schema';
import {
  detectLang,
  joinWrapped,
  readIcon,
  readImpacts,
  readList,
  readQuotes,
  readReactions,
  stripMarker,
  type SourceLine,
} from './article-lines';

/** The article kind's field names (its label table's keys). */
export type ArticleField =
  | 'title'
  | 'subtitle'
  | 'author'
  | 'authorPosition'
  | 'coreConcept'
  | 'keyPoints'
  | 'quotes'
  | 'conclusion'
  | 'source'
  | 'lead'
  | 'section'
  | 'mainContent'
  | 'points'
  | 'globalReactions'
  | 'impactAnalysis'
  | 'keyAchievements'
  | 'content'
  | 'date'
  | 'icon';

type SingleField = 'subtitle' | 'author' | 'authorPosition' | 'coreConcept' | 'conclusion' | 'source' | 'lead' | 'date';
const SINGLE: Readonly<Record<SingleField, keyof ArticleContent>> = {
  subtitle: 'subtitle',
  author: 'author',
  authorPosition: 'authorPosition',
  coreConcept: 'coreConcept',
  conclusion: 'conclusion',
  source: 'source',
  lead: 'quote',
  date: 'date',
};

// "一、背景", "1. 背景", "第一章：背景", "第一步：", "Step 1:": the templates number sections themselves.
const SECTION_NUMBER =
  /^(?:第[一二三四五六七八九十\d]{1,3}[章节部分步]+[:：、.\s]*|(?:step|part|chapter|section)\s*\d{1,2}\s*[:：.、-]\s*|[一二三四五六七八九十]{1,3}[、.．]\s*|\d{1,2}(?:[、．)）]|\.(?!\d))\s*)/iu;

/**
 * The lines of each field's value with their line numbers: the rest of the label's line, then
 * every line up to the next label. Blank lines are dropped.
 */
function linesOf(fields: readonly LabelledField<ArticleField>[], source: readonly string[]): SourceLine[][] {
  return fields.map((field, i) => {
    const end = (fields[i + 1]?.line ?? source.length + 1) - 1;
    const labelLine = source[field.line - 1] ?? '';
    const colon = labelLine.search(/[:：]/);
    const out: SourceLine[] = [{ text: labelLine.slice(colon + 1).trim(), line: field.line }];
    for (let n = field.line + 1; n <= end; n++) out.push({ text: (source[n - 1] ?? '').trim(), line: n });
    return out.filter((l) => l.text.length > 0);
  });
}

/**
 * Builds the article from its labelled fields. Repeated blocks (sections, concepts, lists) follow
 * the text's order; malformed reaction and impact lines, unknown icons, repeated single labels and
 * text before the first label become warnings while the rest renders.
 * @param text - the user's text (for line numbers)
 * @param tokens - the tokenizer's output for it
 * @returns the content with warnings, or the issues that leave nothing to draw
 */
export function buildArticle(text: string, tokens: TokenizedText<ArticleField>): ParseResult<ArticleContent> {
  const { fields } = tokens;
  const source = normalizeText(text).split('\n');
  const lines = linesOf(fields, source);
  const warnings: ParseIssue[] = [];
  const seen = new Set<SingleField | 'title'>();
  const content: ArticleContent = {
    title: '',
    keyPoints: [],
    quotes: [],
    sections: [],
    concepts: [],
    keyAchievements: [],
    globalReactions: [],
  };
  let section: ArticleSection | null = null;
  const openSection = (title: string, sectionLines: string[]): ArticleSection => {
    section = { title, mainContent: '', points: [], lines: sectionLines };
    content.sections.push(section);
    return section;
  };

  // The concept format: two or more 标题 each directly followed by 内容. Then those titles name
  // concepts, and only a 标题 without 内容 after it is the headline.
  const pairs = fields.filter((f, i) => f.field === 'title' && fields[i + 1]?.field === 'content').length;
  const isConceptFormat = pairs >= 2;

  fields.forEach((field, i) => {
    const value = field.value;
    const at = field.line;
    switch (field.field) {
      case 'title': {
        if (isConceptFormat && fields[i + 1]?.field === 'content') return;
        if (!value) return;
        if (seen.has('title')) warnings.push({ line: at, key: 'makers.parse.duplicateLabel', field: 'title' });
        else
          content.title = value
            .split('\n')
            .map((l) => l.trim())
            .filter(Boolean)
            .reduce(joinWrapped, '');
        seen.add('title');
        return;
      }
      case 'content': {
        if (!value) return;
        const previous = fields[i - 1];
        if (isConceptFormat) {
          content.concepts.push({ title: previous?.field === 'title' ? previous.value : '', content: value });
        } else {
          // A lone 内容 is the body of the article: an untitled section's main content.
          const target: ArticleSection = section ?? openSection('', []);
          target.mainContent = target.mainContent ? `${target.mainContent}\n\n${value}` : value;
        }
        return;
      }
      case 'keyPoints':
        content.keyPoints.push(...readList(lines[i]!));
        return;
      case 'keyAchievements':
        content.keyAchievements.push(...readList(lines[i]!));
        return;
      case 'quotes':
        content.quotes.push(...readQuotes(lines[i]!));
        return;
      case 'section': {
        const [first, ...rest] = lines[i]!;
        const written = first?.line === at ? first.text : '';
        const bare = written.replace(SECTION_NUMBER, '').trim();
        // "Step 1: find the users" reads "Find the users" once its number is gone.
        const title = bare === written.trim() ? bare : bare.charAt(0).toUpperCase() + bare.slice(1);
        const body = first?.line === at ? rest : lines[i]!;
        openSection(title, body.map((l) => stripMarker(l.text).text).filter(Boolean));
        return;
      }
      case 'mainContent': {
        if (!value) return;
        const target: ArticleSection = section ?? openSection('', []);
        target.mainContent = target.mainContent ? `${target.mainContent}\n\n${value}` : value;
        return;
      }
      case 'points': {
        const target: ArticleSection = section ?? openSection('', []);
        target.points.push(...readList(lines[i]!));
        return;
      }
      case 'globalReactions': {
        const res = readReactions(lines[i]!);
        content.globalReactions.push(...res.items);
        warnings.push(...res.warnings);
        return;
      }
      case 'impactAnalysis': {
        const res = readImpacts(lines[i]!);
        const current = content.impactAnalysis ?? { overview: '', impacts: [] };
        content.impactAnalysis = {
          overview: [current.overview, res.overview].filter(Boolean).join('\n'),
          impacts: [...current.impacts, ...res.items],
        };
        warnings.push(...res.warnings);
        return;
      }
      case 'icon': {
        if (!value) return;
        const icon = readIcon(value);
        if (!icon) warnings.push({ line: at, key: 'makers.parse.unknownIcon' });
        else if (section) (section as ArticleSection).icon = icon;
        else content.mainIcon = icon;
        return;
      }
      default: {
        const key = field.field as SingleField;
        if (!value) return;
        if (seen.has(key)) {
          warnings.push({ line: at, key: 'makers.parse.duplicateLabel', field: key });
          return;
        }
        seen.add(key);
        (content as Record<string, unknown>)[SINGLE[key]] = value;
      }
    }
  });

  if (content.impactAnalysis && !content.impactAnalysis.overview && content.impactAnalysis.impacts.length === 0) {
    delete content.impactAnalysis;
  }
  // A section the text opened but left empty draws nothing.
  content.sections = content.sections.filter((s) => s.title || s.mainContent || s.points.length || s.lines.length);

  if (!content.title && content.concepts.length === 0) {
    const unlabelled = tokens.issues.filter((i) => i.key === 'makers.parse.unlabelledText');
    const at = fields.find((f) => f.field === 'title')?.line ?? unlabelled[0]?.line ?? 1;
    return failed([...unlabelled, { line: at, key: 'makers.parse.missingField', field: 'title' }]);
  }
  const unlabelled = tokens.issues.find((i) => i.key === 'makers.parse.unlabelledText');
  if (unlabelled) warnings.unshift({ line: unlabelled.line, key: 'makers.parse.unlabelledSkipped' });

  content.lang = detectLang(fields.map((f) => f.value).join('\n'));
  const result: ParseResult<ArticleContent> = { ok: true, content };
  if (warnings.length > 0) result.warnings = warnings.sort((a, b) => a.line - b.line);
  return result;
}
