import type * as v from 'valibot';
import { quoteKind } from './quote/quote.kind';
import { blessingKind } from './blessing/blessing.kind';
import { profileKind } from './profile/profile.kind';
import { articleKind } from './article/article.kind';
import { xiaohongshuKind } from './xiaohongshu/xiaohongshu.kind';

/**
 * Every card kind, one line each (docs/recipes/add-kind.md). The web app's tools menu takes its
 * order from its makers' table (apps/web/src/makers.ts).
 */
export const KINDS = [profileKind, articleKind, xiaohongshuKind, quoteKind, blessingKind] as const;

/**
 * Every kind's id, in KINDS' order: the spec's five (§1) and any kind added since. Download records
 * name them (`CARD_TYPES` in shared, checked against this by kind-contract.test.ts).
 */
export const CARD_KIND_IDS: readonly KindId[] = KINDS.map((k) => k.id);

/** Any registered kind. */
export type AnyCardKind = (typeof KINDS)[number];
/** The id of a registered kind. */
export type KindId = AnyCardKind['id'];
/** The kind with a given id. */
export type KindOf<K extends KindId> = Extract<AnyCardKind, { id: K }>;
/** The content a kind's cards receive. */
export type ContentOf<K extends KindId> = v.InferOutput<KindOf<K>['contentSchema']>;
/** The style a kind's cards receive. */
export type StyleOf<K extends KindId> = v.InferOutput<KindOf<K>['styleSchema']>;
/** The template options a kind's parser accepts. */
export type ParseOptionsOf<K extends KindId> = NonNullable<Parameters<KindOf<K>['parse']>[1]>;

/**
 * Finds a registered kind.
 * @param id - any string (an URL parameter, a stored value)
 * @returns the kind, or undefined
 */
export function findKind(id: string): AnyCardKind | undefined {
  return KINDS.find((k) => k.id === id);
}

/**
 * A per-kind table's entry (SMART_PASTE, AI_PROMPTS) for any string: own keys only, so
 * "__proto__" or "constructor" find nothing.
 * @param table - kind id → entry
 * @param kind - any string (a kind id from a request or a URL)
 * @returns the entry, or undefined
 */
export function entryForKind<T>(table: Readonly<Partial<Record<KindId, T>>>, kind: string): T | undefined {
  return Object.hasOwn(table, kind) ? table[kind as KindId] : undefined;
}
