import type { KindId } from '@inkcard/card-engine';
import type { AnyCardTemplate, CardTemplate } from './template';
import quoteFashion from './quote/fashion/template';
import quoteRedBold from './quote/redBold/template';
import quoteLiterary from './quote/literary/template';
import blessingClassic from './blessing/classic/template';
import blessingCreative from './blessing/creative/template';
import xiaohongshuClassic from './xiaohongshu/classic/template';
import xiaohongshuNotebook from './xiaohongshu/notebook/template';
import profileDefault from './profile/default/template';
import profileTech from './profile/tech/template';
import profileCreative from './profile/creative/template';
import profileBlueWhite from './profile/blueWhite/template';
import profileCoderCard from './profile/coderCard/template';
import articleHotNews from './article/hotNews/template';
import articleMediaWriting from './article/mediaWriting/template';
import articleSc from './article/sc/template';
import articleConcept from './article/concept/template';
import articleBlueRose from './article/blueRose/template';
import articleDedaoOrange from './article/dedaoOrange/template';
import articleColorfulFlow from './article/colorfulFlow/template';
import articleKalanFlavor from './article/kalanFlavor/template';
import articleSkyBlue from './article/skyBlue/template';
import articleResearchBrief from './article/researchBrief/template';
import articleBookNotes from './article/bookNotes/template';
import articleInterview from './article/interview/template';
import articleDataReport from './article/dataReport/template';

/**
 * Every template, one line per folder (registry.test.ts checks the two agree). Within a kind the
 * order is the picker's and the first is the default (spec §2: fashion; classic; profile default).
 */
export const TEMPLATES: readonly AnyCardTemplate[] = [
  quoteFashion,
  quoteRedBold,
  quoteLiterary,
  blessingClassic,
  blessingCreative,
  xiaohongshuClassic,
  xiaohongshuNotebook,
  profileDefault,
  profileTech,
  profileCreative,
  profileBlueWhite,
  profileCoderCard,
  articleHotNews,
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

/**
 * The templates of one kind, in picker order.
 * @param kind - the kind id
 * @returns its templates (the first is the kind's default)
 */
export function templatesOf<K extends KindId>(kind: K): readonly CardTemplate<K>[] {
  return TEMPLATES.filter(
    (t): t is Extract<AnyCardTemplate, { kind: K }> => t.kind === kind,
  ) as unknown as readonly CardTemplate<K>[];
}

/**
 * Finds a template by id.
 * @param id - e.g. "quote/redBold"; any string is safe
 * @returns the template, or undefined for an unknown id
 */
export function findTemplate(id: string): AnyCardTemplate | undefined {
  return TEMPLATES.find((t) => t.id === id);
}
