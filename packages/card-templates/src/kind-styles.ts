import { ARTICLE_STYLE_DEFAULTS, BLESSING_STYLE_DEFAULTS, type KindId, type StyleOf } from '@inkcard/card-engine';
import { QUOTE_STYLE_BASE } from './quote/quote-defaults';
import { XIAOHONGSHU_STYLE_BASE } from './xiaohongshu/xiaohongshu-defaults';
import { PROFILE_STYLE_BASE } from './profile/profile-defaults';

/**
 * Each kind's full style, which a template's manifest changes only where it differs (its `style`,
 * merged over this by defineTemplate). A kind without one fails tsc.
 */
export const KIND_STYLE_BASE: { readonly [K in KindId]: StyleOf<K> } = {
  quote: QUOTE_STYLE_BASE,
  blessing: BLESSING_STYLE_DEFAULTS,
  xiaohongshu: XIAOHONGSHU_STYLE_BASE,
  profile: PROFILE_STYLE_BASE,
  article: ARTICLE_STYLE_DEFAULTS,
};
