/**
 * A LIKE pattern that finds a text anywhere, its wildcards escaped so a search for "a_b" or "50%"
 * means what it says.
 * @param q - what the user typed
 * @returns `%q%` with `\`, `%` and `_` escaped
 */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
