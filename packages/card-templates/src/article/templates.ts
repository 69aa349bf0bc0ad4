// One kind's templates, one line per folder: the maker imports this list alone
// (`@inkcard/card-templates/kinds/article`), so its chunks carry no other kind's code or CSS;
// registry.ts joins every kind's list for the pages that show them all.
import { withBody, type CardTemplate } from '../template';
import articleHotNews from './hotNews/template';
import articleHotNewsCard from './hotNews/ArticleHotNewsCard';
import articleHotNewsZh from './hotNews/example.zh.txt?raw';
import articleHotNewsEn from './hotNews/example.en.txt?raw';
import articleMediaWriting from './mediaWriting/template';
import articleSc from './sc/template';
import articleConcept from './concept/template';
import articleBlueRose from './blueRose/template';
import articleDedaoOrange from './dedaoOrange/template';
import articleColorfulFlow from './colorfulFlow/template';
import articleKalanFlavor from './kalanFlavor/template';
import articleSkyBlue from './skyBlue/template';
import articleResearchBrief from './researchBrief/template';
import articleBookNotes from './bookNotes/template';
import articleInterview from './interview/template';
import articleDataReport from './dataReport/template';

/** The article templates in picker order; the first, hot news, is the maker's default. */
export const ARTICLE_TEMPLATES: readonly CardTemplate<'article'>[] = [
  withBody(articleHotNews, articleHotNewsCard, { zh: articleHotNewsZh, en: articleHotNewsEn }),
  articleMediaWriting,
  articleSc,
  articleConcept,
  articleBlueRose,
  articleDedaoOrange,
  articleColorfulFlow,
  articleKalanFlavor,
  articleSkyBlue,
  articleResearchBrief,
  articleBookNotes,
  articleInterview,
  articleDataReport,
];
