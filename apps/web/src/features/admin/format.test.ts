import { describe, expect, it } from 'vitest';
import { formatDay, niceCeiling } from './format';

describe('niceCeiling', () => {
  it.each([
    [0, 4],
    [3, 4],
    [7, 10],
    [11, 20],
    [240, 250],
    [251, 500],
    [12_345, 20_000],
  ])('%i → %i', (max, expected) => {
    expect(niceCeiling(max)).toBe(expected);
  });
});

describe('formatDay', () => {
  it('reads the day in UTC, whatever the viewer’s zone', () => {
    expect(formatDay('2025-05-08', 'en')).toBe('5/8');
  });
});
