import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIT_STEPS, searchFitStep } from './fit-search';

/** A card that fits up to `answer` (-1: never) and counts the layouts the search asks for. */
function card(answer: number) {
  const probes: number[] = [];
  const fits = (step: number) => {
    probes.push(step);
    return step <= answer;
  };
  return { fits, probes };
}

describe('searchFitStep', () => {
  it('finds the largest fitting step from any start, as a full bisection would', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1, max: FIT_STEPS }),
        fc.option(fc.integer({ min: -20, max: FIT_STEPS + 20 }), { nil: undefined }),
        fc.double({ min: -50, max: 300, noNaN: true }),
        (answer, hint, estimate) => {
          const { fits } = card(answer);
          expect(searchFitStep(fits, hint, () => estimate)).toBe(answer);
        },
      ),
    );
  });

  it('costs one layout when the card fits at scale 1', () => {
    const { fits, probes } = card(FIT_STEPS);
    expect(searchFitStep(fits, undefined, () => 0)).toBe(FIT_STEPS);
    expect(probes).toEqual([FIT_STEPS]);
  });

  it('costs two layouts while typing leaves the answer where it was', () => {
    const { fits, probes } = card(90);
    expect(searchFitStep(fits, 90, () => 0)).toBe(90);
    expect(probes).toEqual([90, 91]);
  });

  it('needs far fewer layouts than bisection when it starts from a close estimate', () => {
    const { fits, probes } = card(77);
    expect(searchFitStep(fits, undefined, () => 79)).toBe(77);
    // scale 1, the estimate, then 78, 77: four layouts instead of nine.
    expect(probes.length).toBeLessThanOrEqual(5);
  });

  it('says overflow (-1) when even the minimum scale is too tall', () => {
    const { fits } = card(-1);
    expect(searchFitStep(fits, undefined, () => 10)).toBe(-1);
    expect(searchFitStep(card(-1).fits, 40, () => 10)).toBe(-1);
  });

  it('never probes outside the grid, whatever the hint or estimate', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1, max: FIT_STEPS }), fc.double({ noNaN: false }), (answer, estimate) => {
        const { fits, probes } = card(answer);
        searchFitStep(fits, undefined, () => estimate);
        expect(probes.every((p) => Number.isInteger(p) && p >= 0 && p <= FIT_STEPS)).toBe(true);
      }),
    );
  });
});
