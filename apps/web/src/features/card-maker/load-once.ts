/**
 * A dynamic import fetched once and shared by every caller; a failed fetch (offline) is forgotten,
 * so the next call fetches again. For code loaded on intent rather than with the page.
 * @param load - the import, e.g. `() => import('…')`
 * @returns a function giving the module
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}
