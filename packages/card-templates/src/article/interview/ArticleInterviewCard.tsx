import type { ArticleContent } from '@inkcard/card-engine';
import { ARTICLE_BLOCK } from '../../parts/article/ArticleCard';
import { articleDraw } from '../../parts/article/ArticleLayout';
import { PAGE_FONTS } from '../../parts/article/ArticlePages';
import { splitQuote } from '../../parts/article/article-text';
import { SpokenLine, type SpokenLineClasses } from '../../parts/article/SpokenLine';
import type { ArticleTheme, ArticleView } from '../../parts/article/article-theme';
import { Typeset, wrapFor } from '../../parts/typeset/Typeset';
import css from './ArticleInterviewCard.module.css';

/**
 * What opens an interview: a spoken line and its speaker, never a guess. The lead (引言) is the
 * hero when it is a spoken line: attributed ("……——周默"), one of the quotes (signed by that
 * quote's speaker) or in quotation marks (unsigned). Otherwise the lead is the author's own words,
 * drawn as the lead paragraph, and the first quote is the hero, signed by its own speaker.
 * @param content - the article
 * @returns the hero (if any), the lead paragraph (if the lead is not the hero) and the quotes left
 */
export function interviewHero(content: ArticleContent): {
  hero?: { text: string; by?: string };
  lead?: string;
  quotes: string[];
} {
  const lead = content.quote?.trim() ? splitQuote(content.quote) : undefined;
  const spoken = lead && content.quotes.find((q) => splitQuote(q).text === lead.text);
  const quoted = /^[“"「『].*[”"」』]$/su.test(content.quote?.trim() ?? '');
  if (lead && (lead.by || spoken || quoted)) {
    const by = lead.by ?? (spoken ? splitQuote(spoken).by : undefined);
    return {
      hero: by ? { text: lead.text, by } : { text: lead.text },
      quotes: content.quotes.filter((q) => q !== spoken),
    };
  }
  const [first, ...rest] = content.quotes;
  return {
    ...(first ? { hero: splitQuote(first) } : {}),
    ...(lead ? { lead: content.quote!.trim() } : {}),
    quotes: rest,
  };
}

const HERO_CLASSES: SpokenLineClasses = {
  mark: css.bigMark,
  text: css.heroQuote,
  speaker: css.speaker,
  portrait: css.portrait,
};

/** The opening on black: the kind, then the spoken line and its speaker (see interviewHero). */
function Hero({ content, words }: ArticleView) {
  const { hero } = interviewHero(content);
  if (!hero)
    return (
      <header className={css.heroBare} {...ARTICLE_BLOCK}>
        <span className={css.kind}>{words.kicker}</span>
      </header>
    );
  return (
    <header className={css.hero} {...ARTICLE_BLOCK}>
      <span className={css.kind}>{words.kicker}</span>
      <SpokenLine text={hero.text} by={hero.by} css={HERO_CLASSES} />
    </header>
  );
}

/**
 * Interview (人物访谈), our own: for interviews and profiles. The interviewee's strongest line
 * opens the card as a pull quote on black, signed by its own speaker (see interviewHero);
 * sections become questions (章节) and answers (主要内容, 要点), marked 问 / 答.
 */
const theme: ArticleTheme = {
  id: 'article/interview',
  css,
  palette: {
    paper: '#ffffff',
    ink: '#1d1d1d',
    text: '#3a3a3a',
    muted: '#7a7a7a',
    accent: '#f2b705',
    rule: '#e6e6e6',
    black: '#151515',
  },
  fonts: {
    zh: { title: PAGE_FONTS.serif, body: PAGE_FONTS.sans },
    en: { title: PAGE_FONTS.latinSerif('Playfair Display'), body: PAGE_FONTS.latinSerif('Source Serif 4') },
  },
  words: {
    zh: { kicker: '人物访谈', byBefore: '采访 / 撰文 ', keyPoints: '访谈要点', question: '问', answer: '答' },
    en: { kicker: 'Interview', byBefore: 'Interview by ', keyPoints: 'Highlights', question: 'Q', answer: 'A' },
  },
  header: { before: (view) => <Hero {...view} />, top: false, byline: 'parts', bylineDate: true },
  body: [
    {
      // The lead when it is the author's own words (the hero did not take it).
      part: 'own',
      draw: ({ content }) => {
        const { lead } = interviewHero(content);
        return (
          lead && (
            <p className={`${css.lead} ${wrapFor(lead)}`} {...ARTICLE_BLOCK}>
              <Typeset text={lead} />
            </p>
          )
        );
      },
    },
    { part: 'coreConcept', heading: false },
    { part: 'keyPoints', marker: 'number' },
    { part: 'sections' },
    { part: 'quotes', pick: ({ content }) => interviewHero(content).quotes },
    { part: 'achievements', marker: 'none' },
    { part: 'reactions', title: 'inline' },
    { part: 'impacts', title: 'inline' },
    { part: 'conclusion', heading: false },
  ],
  foot: [{ part: 'source' }],
  pages: {
    // The cover opens on the interviewee's line, as the card does (see interviewHero).
    cover: 'voice',
    coverVoice: (content) => {
      const { hero, lead } = interviewHero(content);
      return lead === undefined ? hero : undefined;
    },
    coverColors: { paper: '#151515', ink: '#ffffff', text: '#e6e6e6', muted: '#a3a3a3', accent: '#f2b705' },
    // The yellow colours text on pages: darkened to read on white.
    colors: { accent: '#b88a00' },
    heading: 'bar',
    sectionMark: 'question',
    kicker: { zh: '人物访谈', en: 'INTERVIEW' },
  },
};

/** The template's card and its 3:4 pages, which its manifest loads. */
export default articleDraw(theme);
