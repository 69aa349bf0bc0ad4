import * as v from 'valibot';

/**
 * valibot's `object`, refusing arrays as the engine's schemas always have: valibot takes any
 * non-null object, so an array carrying the right keys (or any array, for a style with no required
 * keys) would pass as content or a style.
 * @param entries - each key's schema, as for `v.object`
 * @returns the schema; its output type is `v.object`'s
 */
export function plainObject<const E extends v.ObjectEntries>(entries: E) {
  return v.pipe(
    v.custom<unknown>((input) => !Array.isArray(input)),
    v.object(entries),
  );
}
