import { describe, expect, it } from 'vitest';
import { mixHex, withAlpha } from './color';

describe('card colours (the color-mix() replacements)', () => {
  it.each([
    ['#e62723', 0.18, 'rgba(230, 39, 35, 0.18)'],
    ['#fff', 0.45, 'rgba(255, 255, 255, 0.45)'],
    ['#000000', 2, 'rgba(0, 0, 0, 1)'],
    ['not a colour', 0.5, 'rgba(0, 0, 0, 0.5)'],
  ])('withAlpha(%s, %s) is %s', (hex, alpha, expected) => {
    expect(withAlpha(hex, alpha)).toBe(expected);
  });
  it.each([
    ['#f8fafc', '#ffffff', 0.7, 'rgb(250, 252, 253)'],
    ['#000000', '#ffffff', 0.5, 'rgb(128, 128, 128)'],
    ['#123456', '#abcdef', 1, 'rgb(18, 52, 86)'],
    ['#123456', '#abcdef', 0, 'rgb(171, 205, 239)'],
  ])('mixHex(%s, %s, %s) is %s', (a, b, w, expected) => {
    expect(mixHex(a, b, w)).toBe(expected);
  });
});
