// Vitest (Vite) resolves import.meta.glob at build time, so the engine's tests can read fixture
// files without Node's fs, which the engine's tsconfig and lint keep out.
declare global {
  interface ImportMeta {
    glob<T>(pattern: string, options: { query: '?raw'; import: 'default'; eager: true }): Record<string, T>;
  }
}

/** One fixture: its name, the input text and the expected JSON beside it. */
export interface Fixture<O> {
  name: string;
  text: string;
  options: O;
  expected: unknown;
}

/**
 * Pairs every `*.txt` with its `*.json` ({ options?, expected }).
 * @param texts - the globbed .txt files
 * @param jsons - the globbed .json files (as raw strings)
 * @returns the fixtures sorted by name
 */
export function pairFixtures<O>(texts: Record<string, string>, jsons: Record<string, string>): Fixture<O>[] {
  return Object.entries(texts)
    .map(([path, text]) => {
      const jsonPath = path.replace(/\.txt$/, '.json');
      const raw = jsons[jsonPath];
      if (raw === undefined) throw new Error(`fixture ${path} has no ${jsonPath}`);
      const { options, expected } = JSON.parse(raw) as { options?: O; expected: unknown };
      return { name: path.replace(/^.*\//, '').replace(/\.txt$/, ''), text, options: options ?? ({} as O), expected };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
