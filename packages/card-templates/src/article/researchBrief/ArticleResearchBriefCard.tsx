import { ARTICLE_BLOCK } from '../../parts/article/ArticleCard';
import { articleDraw } from '../../parts/article/ArticleLayout';
import { PAGE_FONTS } from '../../parts/article/ArticlePages';
import type { ArticleTheme } from '../../parts/article/article-theme';
import { Typeset } from '../../parts/typeset/Typeset';
import css from './ArticleResearchBriefCard.module.css';

/**
 * Research brief (研究速读), our own: for papers and reports. A journal-style header with the
 * authors and their institution, the finding in one sentence (the core concept, the lead under
 * it), numbered findings in brackets, sections as § headings (background, method, results,
 * limits), excerpts, significance, and the source set as a citation. Serif text, monospaced
 * apparatus, one deep teal accent.
 */
const theme: ArticleTheme = {
  id: 'article/researchBrief',
  css,
  palette: {
    paper: '#fbfaf6',
    ink: '#1c1f23',
    text: '#363b42',
    muted: '#6f757e',
    accent: '#0f6b63',
    rule: '#d9d6cc',
  },
  fonts: {
    zh: { title: PAGE_FONTS.serif, body: PAGE_FONTS.serif },
    en: { title: PAGE_FONTS.latinSerif('Source Serif 4'), body: PAGE_FONTS.latinSerif('Source Serif 4') },
  },
  words: {
    zh: {
      kicker: '研究速读',
      coreConcept: '一句话结论',
      keyPoints: '主要发现',
      quotes: '原文摘录',
      globalReactions: '学界反应',
      impactAnalysis: '研究意义',
      keyAchievements: '研究贡献',
      sourceLabel: '引用',
    },
    en: {
      kicker: 'Research brief',
      coreConcept: 'In one sentence',
      keyPoints: 'Key findings',
      quotes: 'From the paper',
      globalReactions: 'Responses',
      impactAnalysis: 'Why it matters',
      keyAchievements: 'Contributions',
      sourceLabel: 'Cite as',
    },
  },
  header: { subtitleFirst: true, byline: 'lines' },
  body: [
    {
      // The abstract: the finding in one sentence, the lead under it.
      part: 'own',
      draw: ({ content, words }) =>
        (content.coreConcept || content.quote) && (
          <section className={css.abstract} {...ARTICLE_BLOCK}>
            <h2 className={css.label}>{words.coreConcept}</h2>
            {content.coreConcept && (
              <p className={css.finding}>
                <Typeset text={content.coreConcept} />
              </p>
            )}
            {content.quote && (
              <p className={css.leadLine}>
                <Typeset text={content.quote} />
              </p>
            )}
          </section>
        ),
    },
    { part: 'keyPoints', marker: 'bracket' },
    { part: 'sections', mark: { at: 'inline', text: (n) => `§${n}` } },
    { part: 'achievements', marker: 'none' },
    { part: 'quotes', heading: true },
    { part: 'reactions', title: 'inline' },
    { part: 'impacts', title: 'key' },
    { part: 'conclusion' },
  ],
  foot: [{ part: 'source', label: 'apart' }],
  pages: {
    cover: 'journal',
    coverLeadLabel: { zh: '摘要', en: 'ABSTRACT' },
    heading: 'rule',
    sectionMark: 'section',
    kicker: { zh: '研究速读', en: 'RESEARCH BRIEF' },
  },
};

/** The template's card and its 3:4 pages, which its manifest loads. */
export default articleDraw(theme);
