/// <reference types="node" />
// The test runs on Node; the package itself has no Node types (vitest 3 brought them in, 4 does not).
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FONT_STACKS } from './font-stacks';
import { LATIN_FAMILIES, cjkFamiliesFor, familiesOf } from './load-fonts';

describe('familiesOf', () => {
  it('reads a font stack as CSS does: unquoted, lower case, in order', () => {
    expect(familiesOf(`'Playfair Display', "Noto Serif SC", serif`)).toEqual([
      'playfair display',
      'noto serif sc',
      'serif',
    ]);
  });

  it('finds a self-hosted CJK family at the end of every stack, so Chinese text always has its faces', () => {
    const cjk = [
      'noto sans sc',
      'noto serif sc',
      'lxgw wenkai',
      'zcool kuaile',
      'zcool qingke huangyou',
      'ma shan zheng',
    ];
    for (const stack of Object.values(FONT_STACKS)) {
      expect(familiesOf(stack).some((f) => cjk.includes(f))).toBe(true);
    }
  });
});

describe('cjkFamiliesFor', () => {
  it('gives Chinese the first CJK family of its stack', () => {
    expect(cjkFamiliesFor(FONT_STACKS.playfair, true, false)).toEqual(['noto serif sc']);
    expect(cjkFamiliesFor(FONT_STACKS.greatVibes, true, false)).toEqual(['ma shan zheng']);
    expect(cjkFamiliesFor(FONT_STACKS.lxgwWenKai, true, false)).toEqual(['lxgw wenkai']);
  });

  it('needs no CJK family for English set in a Latin face or a generic family', () => {
    expect(cjkFamiliesFor(FONT_STACKS.playfair, false, true)).toEqual([]);
    expect(cjkFamiliesFor(FONT_STACKS.greatVibes, false, true)).toEqual([]);
    expect(cjkFamiliesFor(`'Inter Variable', sans-serif`, false, true)).toEqual([]);
  });

  it('draws English in a CJK family when it comes first, or only system faces that may be missing precede it', () => {
    expect(cjkFamiliesFor(FONT_STACKS.notoSansSc, false, true)).toEqual(['noto sans sc']);
    expect(cjkFamiliesFor(FONT_STACKS.system, false, true)).toEqual(['noto sans sc']);
    expect(cjkFamiliesFor(FONT_STACKS.georgia, false, true)).toEqual([]);
    expect(cjkFamiliesFor(`'LXGW WenKai', 'Noto Serif SC', serif`, true, true)).toEqual(['lxgw wenkai']);
  });

  it('knows every Latin face latin.css brings, and no other', () => {
    const css = fs.readFileSync(new URL('./faces/latin.css', import.meta.url), 'utf8');
    const imported = new Set(
      [...css.matchAll(/@fontsource(-variable)?\/([\w-]+)/g)].map(
        (m) => m[2]!.replace(/-/g, ' ') + (m[1] ? ' variable' : ''),
      ),
    );
    expect(new Set(LATIN_FAMILIES)).toEqual(imported);
  });
});
