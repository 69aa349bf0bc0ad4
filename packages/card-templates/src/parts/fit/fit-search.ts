/** The fit's grid: scales from the template's minimum to 1 in 128 steps, finer than a pixel of type. */
export const FIT_STEPS = 128;

/** Guesses before the search falls back to plain bisection (so it never needs more than 13 layouts). */
const GUESSES = 4;

/** How far past the limit (a share of it) a guess from one side aims, to bracket the answer. */
const OVERSHOOT = 0.01;

/**
 * The largest step of the fit grid at which a card is not taller than its limit, found with as
 * few layouts as possible. Each probe is a forced layout of the card (tens of milliseconds on a
 * slow phone), so the search starts where the answer probably is: the previous answer while the
 * user types or fonts arrive (two probes when nothing changed), else scale 1. Then it guesses from
 * the heights it has measured: between a step that fits and one that does not, by interpolating
 * (height is nearly linear in the scale over a short range); with one probe only, by assuming
 * height grows with the scale squared (wrapped text reflows into more width as it shrinks); with
 * two on one side, by following their slope a little past the limit. After a few guesses it
 * bisects what is left. For a card whose height grows with its scale the result is exactly the largest fitting
 * step, whatever the path, so the card looks the same however it got there.
 * @param heightAt - the card's content height at step k (0 = minimum scale, FIT_STEPS = scale 1)
 * @param limit - the height the card must not exceed
 * @param hint - the previous answer (-1: it overflowed), or undefined to start at scale 1
 * @param scaleAt - the text scale of a step
 * @returns the largest fitting step, or -1 when even the minimum scale is too tall
 */
export function searchFitStep(
  heightAt: (step: number) => number,
  limit: number,
  hint: number | undefined,
  scaleAt: (step: number) => number = (step) => step / FIT_STEPS,
): number {
  // good: the largest step known to fit (-1: none yet); bad: the smallest known too tall
  // (FIT_STEPS + 1: none yet). Neither sentinel is ever probed.
  let good = -1;
  let bad = FIT_STEPS + 1;
  let goodHeight = 0;
  let badHeight = 0;
  // The last two probes: two on the same side give the local slope.
  let previous: readonly [step: number, height: number] | undefined;
  let last: readonly [step: number, height: number] | undefined;
  const probe = (k: number): void => {
    const height = heightAt(k);
    previous = last;
    last = [k, height];
    if (height <= limit) {
      good = k;
      goodHeight = height;
    } else {
      bad = k;
      badHeight = height;
    }
  };
  const inside = (k: number): number => Math.min(bad - 1, Math.max(good + 1, k));

  // After an overflow the previous answer says little: start from scale 1 as a first fit does.
  probe(hint === undefined || hint < 0 ? FIT_STEPS : Math.min(FIT_STEPS, Math.max(0, Math.round(hint))));
  for (let guess = 0; guess < GUESSES && bad - good > 1; guess++) {
    let k: number;
    const [k1, h1] = previous ?? [0, 0];
    const [k2, h2] = last ?? [0, 0];
    if (good >= 0 && bad <= FIT_STEPS) {
      const t = badHeight > goodHeight ? (limit - goodHeight) / (badHeight - goodHeight) : 0.5;
      k = Math.floor(good + t * (bad - good));
    } else if (previous && k1 !== k2 && (h2 - h1) / (k2 - k1) > 0) {
      // Two probes on one side: follow their slope (a card's fixed parts, its padding and
      // decorations, make the height far from proportional to the text's scale), aiming a little
      // past the limit so the next probe lands on the other side and the answer is bracketed.
      const aim = good >= 0 ? limit * (1 + OVERSHOOT) : limit * (1 - OVERSHOOT);
      k = Math.round(k2 + ((aim - h2) * (k2 - k1)) / (h2 - h1));
    } else {
      const [step, height] = good >= 0 ? [good, goodHeight] : [bad, badHeight];
      const scale = scaleAt(step) * Math.sqrt(limit / Math.max(height, 1));
      k = stepOf(scale, scaleAt);
    }
    probe(inside(Number.isFinite(k) ? k : (good + bad) >> 1));
  }
  while (bad - good > 1) probe((good + bad) >> 1);
  return good;
}

/**
 * The nearest grid step to a scale.
 * @param scale - a text scale
 * @param scaleAt - the text scale of a step (linear in the step)
 * @returns the step, possibly outside the grid (the caller clamps it)
 */
function stepOf(scale: number, scaleAt: (step: number) => number): number {
  const low = scaleAt(0);
  const span = scaleAt(FIT_STEPS) - low;
  return span > 0 ? Math.round(((scale - low) / span) * FIT_STEPS) : FIT_STEPS;
}
