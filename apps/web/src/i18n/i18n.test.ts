import { describe, expect, it } from 'vitest';
import { en } from './locales/en';
import { zh } from './locales/zh';

type Tree = { [key: string]: string | Tree };

/** Flattens a catalog to dotted key → string. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (s: string): string[] => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).sort();

describe('UI catalogs', () => {
  const enKeys = flatten(en as unknown as Tree);
  const zhKeys = flatten(zh as unknown as Tree);

  it('has every English key in Chinese', () => {
    const missing = [...enKeys.keys()].filter((k) => !zhKeys.has(k));
    expect(missing).toEqual([]);
  });

  it('has no Chinese key that English lacks', () => {
    const extra = [...zhKeys.keys()].filter((k) => !enKeys.has(k));
    expect(extra).toEqual([]);
  });

  it('never leaves a string empty', () => {
    const empty = [...enKeys, ...zhKeys].filter(([, v]) => v.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
  });

  it('uses the same interpolation placeholders in both languages', () => {
    const mismatched = [...enKeys.keys()].filter(
      (k) => zhKeys.has(k) && placeholders(enKeys.get(k)!).join() !== placeholders(zhKeys.get(k)!).join(),
    );
    expect(mismatched).toEqual([]);
  });
});
