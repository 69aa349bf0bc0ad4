import { BookOpen, Bookmark, Highlighter, PencilLine } from 'lucide-react';
import { articleDraw } from '../../parts/article/ArticleLayout';
import { PAGE_FONTS } from '../../parts/article/ArticlePages';
import type { ArticleTheme, ArticleView } from '../../parts/article/article-theme';
import css from './ArticleBookNotesCard.module.css';

/** The drawn cover beside the header: the book's name (the part of the headline in 《》, else the headline before its colon) and its author. */
function BookCover({ content, words }: ArticleView) {
  const name = /《([^》]+)》/u.exec(content.title)?.[1] ?? content.title.split(/[:：]/u)[0]!.trim();
  return (
    <div className={css.cover} aria-hidden data-zone="book-cover">
      <span className={css.spine} />
      <span className={css.coverTitle}>{name || words.kicker}</span>
      {content.author && <span className={css.coverAuthor}>{content.author}</span>}
    </div>
  );
}

/**
 * Book notes (读书笔记), our own: for book summaries. A drawn book cover beside the title and its
 * author, the book in one line, takeaways in a handwritten face, highlighted passages (重要引述) as
 * the heart of the card, and the book's parts as chapters.
 */
const theme: ArticleTheme = {
  id: 'article/bookNotes',
  css,
  palette: {
    paper: '#fbf7ee',
    ink: '#2a2622',
    text: '#3f3a34',
    muted: '#8b8378',
    accent: '#2f4f3e',
    rule: '#e6dccb',
    mustard: '#c98a12',
    marker: '#fbe29a',
  },
  fonts: {
    zh: { title: PAGE_FONTS.serif, body: PAGE_FONTS.serif },
    en: { title: PAGE_FONTS.latinSerif('Crimson Pro'), body: PAGE_FONTS.latinSerif('Crimson Pro') },
  },
  words: {
    zh: {
      kicker: '读书笔记',
      byAfter: ' 著',
      coreConcept: '一句话书评',
      keyPoints: '读书心得',
      quotes: '书摘划线',
      conclusion: '读后',
      sectionMark: (n) => `第 ${n} 章`,
    },
    en: {
      kicker: 'Reading notes',
      byBefore: 'by ',
      coreConcept: 'The book in one line',
      keyPoints: 'Takeaways',
      quotes: 'Highlights',
      conclusion: 'Afterword',
      sectionMark: (n) => `Chapter ${n}`,
    },
  },
  header: {
    aside: (view) => <BookCover {...view} />,
    top: ({ content, words }) => (
      <>
        <BookOpen size={14} aria-hidden data-zone="icon" />
        {words.kicker}
        {content.date && <span className={css.date}>{content.date}</span>}
      </>
    ),
    byline: 'parts',
    bylineJoined: true,
  },
  body: [
    { part: 'lead' },
    { part: 'coreConcept' },
    { part: 'quotes', heading: true, icon: <Highlighter size={18} aria-hidden data-zone="icon" />, highlight: true },
    { part: 'keyPoints', icon: <PencilLine size={18} aria-hidden data-zone="icon" />, marker: 'dotted' },
    {
      part: 'sections',
      mark: {
        at: 'head',
        text: (n, { words }) => (
          <>
            <Bookmark size={14} aria-hidden data-zone="icon" />
            {words.sectionMark?.(n)}
          </>
        ),
      },
    },
    { part: 'achievements', marker: 'none' },
    { part: 'reactions', title: 'inline' },
    { part: 'impacts', title: 'inline' },
    { part: 'conclusion' },
  ],
  foot: [{ part: 'source' }],
  pages: {
    cover: 'band',
    band: '#2f4f3e',
    coverArt: <BookOpen size={40} strokeWidth={1.5} aria-hidden opacity={0.85} />,
    heading: 'rule',
    sectionMark: 'ordinal',
    bodySize: { zh: 16, en: 19 },
    fonts: {
      zh: { title: PAGE_FONTS.kai, body: PAGE_FONTS.serif },
      en: { title: PAGE_FONTS.latinSerif('Crimson Pro'), body: PAGE_FONTS.latinSerif('Crimson Pro') },
    },
    kicker: { zh: '读书笔记', en: 'BOOK NOTES' },
  },
};

/** The template's card and its 3:4 pages, which its manifest loads. */
export default articleDraw(theme);
