/**
 * A character set in one canonical spelling: each code point once, in code point order, so the
 * same characters make the same cache key whatever the text's order or repeats.
 * @param text - any text
 * @returns its distinct characters, sorted
 */
export function characterSet(text: string): string {
  return Array.from(new Set(Array.from(text)))
    .sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!)
    .join('');
}

/** A map that keeps at most `limit` entries, dropping the least recently used. */
export class Lru<V> {
  private readonly entries = new Map<string, V>();
  constructor(private readonly limit: number) {}
  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }
  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value!);
  }
  delete(key: string): void {
    this.entries.delete(key);
  }
}

/**
 * Subsets of font files by font and character set, for the page's lifetime: exporting the same
 * card again makes no subset, and an edit that adds a character to one font's text makes one new
 * subset of that font only (a card's other fonts, and a CJK family's other unicode-range chunks,
 * keep theirs). A failed subset is not kept, so the next export asks again.
 */
export class SubsetCache<T> {
  /** How many subsets have been asked of `make` (not taken from the cache). */
  made = 0;
  private readonly subsets: Lru<Promise<T>>;

  /**
   * @param make - cuts the font at `src` down to `chars` (distinct, sorted)
   * @param limit - subsets kept (a CJK card uses up to a few dozen chunks)
   */
  constructor(
    private readonly make: (src: string, chars: string) => Promise<T>,
    limit = 256,
  ) {
    this.subsets = new Lru(limit);
  }

  /**
   * The font at `src` cut down to `text`'s characters.
   * @param src - the font file's address
   * @param text - the characters it must draw (any order, repeats allowed)
   * @returns the subset; the same promise for the same font and characters
   */
  get(src: string, text: string): Promise<T> {
    const chars = characterSet(text);
    const key = `${src}\n${chars}`;
    let subset = this.subsets.get(key);
    if (!subset) {
      this.made++;
      subset = this.make(src, chars);
      subset.catch(() => this.subsets.delete(key));
      this.subsets.set(key, subset);
    }
    return subset;
  }
}
