import { describe, expect, it } from 'vitest';
import { pageFileNames } from './to-zip';

describe('pageFileNames', () => {
  it('numbers pages so they sort: 01.png, 02.png…', () => {
    expect(pageFileNames(3)).toEqual(['01.png', '02.png', '03.png']);
    expect(pageFileNames(12).at(-1)).toBe('12.png');
    expect(pageFileNames(100)[0]).toBe('001.png');
    expect(pageFileNames(0)).toEqual([]);
  });
});
