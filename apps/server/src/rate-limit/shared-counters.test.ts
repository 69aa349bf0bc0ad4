import { describe, expect, it } from 'vitest';
import { msUntilRoom, slidingEstimate, windowAt, type SlidingCount } from './shared-counters';

const W = 15 * 60_000;
const count = (previous: number, current: number, elapsed: number): SlidingCount => ({
  previous,
  current,
  elapsed,
  windowMs: W,
  index: 1,
});

describe('fixed windows aligned to the epoch', () => {
  it('puts every instance in the same window at the same time', () => {
    expect(windowAt(W * 3 + 5, W)).toEqual({ index: 3, startsAt: W * 3, endsAt: W * 4 });
    expect(windowAt(W * 4, W).index).toBe(4);
  });
});

describe('the sliding estimate', () => {
  it('weights the previous window by how much of it the sliding window still covers', () => {
    expect(slidingEstimate(count(10, 0, 0))).toBe(10);
    expect(slidingEstimate(count(10, 2, 0.5))).toBe(7);
    expect(slidingEstimate(count(10, 2, 1))).toBe(2);
  });

  it.each([
    // previous, current, elapsed, max → when one more hit fits (checked by moving the clock)
    [0, 10, 0.2, 10],
    [10, 0, 0.05, 10],
    [6, 6, 0.1, 10],
    [0, 4, 0.5, 10],
    [20, 10, 0.9, 10],
    [3, 30, 0.3, 10],
  ])(
    'previous %i, current %i at %f: the wait is exactly until one more hit fits',
    (previous, current, elapsed, max) => {
      const wait = msUntilRoom(count(previous, current, elapsed), max);
      const at = (ms: number): number => {
        // The counts as they will be after `ms` (no new hits), shifting windows when one ends.
        const t = elapsed + ms / W;
        return t < 1 ? slidingEstimate(count(previous, current, t)) : slidingEstimate(count(current, 0, t - 1));
      };
      expect(at(wait) + 1).toBeLessThanOrEqual(max + 1e-9);
      if (wait > 1) expect(at(wait - 1_000) + 1).toBeGreaterThan(max);
      expect(wait).toBeLessThanOrEqual(2 * W);
    },
  );
});
