// One kind's templates, one line per folder: the maker imports this list alone
// (`@inkcard/card-templates/kinds/article`), so its chunks carry no other kind's code or CSS;
// registry.ts joins every kind's list for the pages that show them all.
import { withBody, withLazyBody, type CardTemplate } from '../template';
import articleHotNews from './hotNews/template';
import articleHotNewsBody from './hotNews/body';
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
  withBody(articleHotNews, articleHotNewsBody),
  withLazyBody(articleMediaWriting, () => import('./mediaWriting/body')),
  withLazyBody(articleSc, () => import('./sc/body')),
  withLazyBody(articleConcept, () => import('./concept/body')),
  withLazyBody(articleBlueRose, () => import('./blueRose/body')),
  withLazyBody(articleDedaoOrange, () => import('./dedaoOrange/body')),
  withLazyBody(articleColorfulFlow, () => import('./colorfulFlow/body')),
  withLazyBody(articleKalanFlavor, () => import('./kalanFlavor/body')),
  withLazyBody(articleSkyBlue, () => import('./skyBlue/body')),
  withLazyBody(articleResearchBrief, () => import('./researchBrief/body')),
  withLazyBody(articleBookNotes, () => import('./bookNotes/body')),
  withLazyBody(articleInterview, () => import('./interview/body')),
  withLazyBody(articleDataReport, () => import('./dataReport/body')),
];
