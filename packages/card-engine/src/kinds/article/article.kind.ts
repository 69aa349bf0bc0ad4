import { defineCardKind } from '../../kind';
import { plainText } from '../../markdown/markdown';
import { failed } from '../../result';
import { ArticleContentSchema } from './article.schema';
import { ArticleStyleSchema } from './article.style';
import { buildArticle } from './build-article';

/**
 * The article kind (spec §3, §5): an AI summary in labelled blocks, zh and en labels, both colons.
 * Lists, sections, reactions and concept blocks repeat, so a repeated label is never an error here;
 * a single-value label given twice keeps its first value with a warning.
 */
export const articleKind = defineCardKind({
  id: 'article',
  trackingType: 'article',
  labels: {
    title: { zh: ['标题', '文章标题'], en: ['Title', 'Headline'] },
    subtitle: { zh: ['副标题'], en: ['Subtitle', 'Subheading'] },
    author: { zh: ['作者'], en: ['Author', 'By'] },
    authorPosition: {
      zh: ['作者职位', '职位', '作者身份'],
      en: ['Author Position', 'Author Title', 'Position', 'Role'],
    },
    coreConcept: { zh: ['核心概念', '核心理念', '核心观点'], en: ['Core Concept', 'Core Idea', 'Big Idea'] },
    keyPoints: { zh: ['关键要点', '核心要点'], en: ['Key Points', 'Key Takeaways', 'Takeaways'] },
    quotes: { zh: ['重要引述', '金句'], en: ['Important Quotes', 'Key Quotes', 'Quotes'] },
    conclusion: { zh: ['结论', '总结'], en: ['Conclusion', 'Summary', 'Bottom Line'] },
    source: { zh: ['来源', '出处'], en: ['Source', 'Via'] },
    lead: { zh: ['引言', '导语'], en: ['Lead', 'Intro', 'Introduction'] },
    section: { zh: ['章节', '小节'], en: ['Section', 'Chapter'] },
    mainContent: { zh: ['主要内容'], en: ['Main Content', 'Body'] },
    points: { zh: ['要点'], en: ['Points', 'Section Points'] },
    globalReactions: { zh: ['全球反应', '各方反应'], en: ['Global Reactions', 'Reactions'] },
    impactAnalysis: {
      zh: ['潜在影响分析', '潜在影响', '影响分析'],
      en: ['Potential Impact', 'Potential Impacts', 'Impact Analysis'],
    },
    keyAchievements: { zh: ['关键成就', '主要成就'], en: ['Key Achievements', 'Achievements', 'Milestones'] },
    content: { zh: ['内容'], en: ['Content'] },
    date: { zh: ['日期', '发布日期'], en: ['Date', 'Published'] },
    icon: { zh: ['图标'], en: ['Icon'] },
  },
  parse(text, _options, tokenize) {
    // Not parseLabelled: its duplicate-label failure does not fit a kind whose labels repeat.
    const tokens = tokenize(text);
    if (tokens.isEmpty) return failed([{ line: 1, key: 'makers.parse.empty' }]);
    const tooLong = tokens.issues.find((i) => i.key === 'makers.parse.tooLong');
    if (tooLong) return failed([tooLong]);
    // Plain fields drop their Markdown marks (`# 标题` → 标题); the rest keep them for the card to draw.
    const plain = new Set<string>(['title', 'author', 'authorPosition', 'source', 'date', 'icon']);
    const fields = tokens.fields.map((f) => (plain.has(f.field) ? { ...f, value: plainText(f.value) } : f));
    return buildArticle(text, { ...tokens, fields });
  },
  contentSchema: ArticleContentSchema,
  styleSchema: ArticleStyleSchema,
  exportScale: 2,
  fileName: {
    prefix: { zh: '文章卡片', en: 'article card' },
    subject: (c) => c.title || c.concepts[0]?.title || '',
    fallback: { zh: '未命名', en: 'unnamed' },
  },
  // Spec §4: the preview appears when "update" is pressed, not as the user types.
  parseMode: 'button',
});
export type ArticleKind = typeof articleKind;
