/**
 * The shape a translation must have: the same nested keys as the English source, every leaf a string.
 * zh files declare `satisfies Catalog<typeof en…>` (or a type annotation), so a missing key is a compile error.
 */
export type Catalog<T> = { [K in keyof T]: T[K] extends string ? string : Catalog<T[K]> };
