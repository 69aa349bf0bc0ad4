import { describe, expect, it } from 'vitest';
import { FONT_STACKS } from './font-stacks';
import { familiesOf } from './load-fonts';

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
