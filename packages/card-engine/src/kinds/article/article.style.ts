import type * as v from 'valibot';
import { plainObject } from '../../plain-object';

/**
 * The article card's style. Every article template is a fixed editorial design (spec §2 gives the
 * article maker no style panel), so the style is empty; it exists so drafts and the render route
 * treat every kind alike, and so a later control has a place to go.
 */
// Typed as a style with no keys: valibot would infer `{}`, which any value but null fits.
export const ArticleStyleSchema: v.GenericSchema<unknown, Record<string, never>> = plainObject({});
export type ArticleStyle = v.InferOutput<typeof ArticleStyleSchema>;

/** The style every article template starts with. */
export const ARTICLE_STYLE_DEFAULTS: ArticleStyle = {};

/** The width (CSS px) every article card is laid out at, which is also its exported width (spec §9). */
export const ARTICLE_CARD_WIDTH = 750;
