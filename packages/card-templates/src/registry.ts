import type { KindId } from '@inkcard/card-engine';
import type { AnyCardTemplate, CardTemplate } from './template';
import { QUOTE_TEMPLATES } from './quote/templates';
import { BLESSING_TEMPLATES } from './blessing/templates';
import { XIAOHONGSHU_TEMPLATES } from './xiaohongshu/templates';
import { PROFILE_TEMPLATES } from './profile/templates';
import { ARTICLE_TEMPLATES } from './article/templates';

/**
 * Each kind's templates, its own explicit list (`src/<kind>/templates.ts`, which a maker imports
 * alone through `@inkcard/card-templates/kinds/<kind>`). A kind without a list fails tsc.
 */
export const TEMPLATES_BY_KIND: { readonly [K in KindId]: readonly CardTemplate<K>[] } = {
  quote: QUOTE_TEMPLATES,
  blessing: BLESSING_TEMPLATES,
  xiaohongshu: XIAOHONGSHU_TEMPLATES,
  profile: PROFILE_TEMPLATES,
  article: ARTICLE_TEMPLATES,
};

/**
 * Every template, kind by kind (registry.test.ts checks it holds every template folder). Within a
 * kind the order is the picker's and the first is the default (spec §2: fashion; classic; profile
 * default). This is the whole registry: only the pages that show every kind (gallery, guide,
 * /render) import it, through `@inkcard/card-templates/registry`.
 */
export const TEMPLATES: readonly AnyCardTemplate[] =
  Object.values<readonly AnyCardTemplate[]>(TEMPLATES_BY_KIND).flat();

/**
 * The templates of one kind, in picker order.
 * @param kind - the kind id
 * @returns its templates (the first is the kind's default)
 */
export function templatesOf<K extends KindId>(kind: K): readonly CardTemplate<K>[] {
  return TEMPLATES_BY_KIND[kind] as readonly CardTemplate<K>[];
}

/**
 * Finds a template by id.
 * @param id - e.g. "quote/redBold"; any string is safe
 * @returns the template, or undefined for an unknown id
 */
export function findTemplate(id: string): AnyCardTemplate | undefined {
  return TEMPLATES.find((t) => t.id === id);
}
