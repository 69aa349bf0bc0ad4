import { describe, expect, it } from 'vitest';
import { countAxis, formatDay } from './format';

describe('countAxis', () => {
  it.each([
    [0, 4, 1],
    [3, 4, 1],
    [5, 5, 1],
    [7, 8, 2],
    [10, 10, 2],
    [11, 15, 5],
    [240, 250, 50],
    [251, 300, 100],
    [12_345, 15_000, 5_000],
  ])('%i → top %i, step %i', (max, top, step) => {
    expect(countAxis(max)).toEqual({ top, step });
  });

  it('labels whole numbers only, up to at least the maximum', () => {
    for (let max = 0; max <= 2_000; max++) {
      const axis = countAxis(max);
      expect(Number.isInteger(axis.step)).toBe(true);
      expect(axis.top).toBeGreaterThanOrEqual(max);
      expect(axis.top / axis.step).toBeLessThanOrEqual(5);
    }
  });
});

describe('formatDay', () => {
  it('reads the day in UTC, whatever the viewer’s zone', () => {
    expect(formatDay('2025-05-08', 'en')).toBe('5/8');
  });
});
