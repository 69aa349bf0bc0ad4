/** The fit's grid: scales from the template's minimum to 1 in 128 steps, finer than a pixel of type. */
export const FIT_STEPS = 128;

/**
 * The largest step of the fit grid at which a card is not too tall, found with as few layouts as
 * possible. Each probe is a forced layout of the card (tens of milliseconds on a slow phone), so
 * the search starts where the answer probably is: the previous fit's step while the user types or
 * fonts arrive (two probes when nothing changed), else scale 1; then up to two estimates from the
 * heights measured so far; then it gallops (1, 2, 4 steps) and bisects what is left. For a card
 * whose height grows with its scale the result is exactly the largest fitting step, whatever the
 * start, so the card looks the same however it got there.
 * @param fits - whether the card fits at step k (0 = minimum scale, FIT_STEPS = scale 1)
 * @param hint - where to start: a step, or undefined to probe scale 1 first
 * @param estimate - a likely answer from the heights measured so far (asked at most twice)
 * @returns the largest fitting step, or -1 when even the minimum is too tall
 */
export function searchFitStep(
  fits: (step: number) => boolean,
  hint: number | undefined,
  estimate: () => number,
): number {
  // good: the largest step known to fit (-1: none yet); bad: the smallest known too tall.
  let good = -1;
  let bad = FIT_STEPS + 1;
  const probe = (k: number): void => {
    if (fits(k)) good = k;
    else bad = k;
  };
  // After an overflow the previous answer says little: start from scale 1 as a first fit does.
  probe(hint === undefined || hint < 0 ? FIT_STEPS : clampStep(hint));
  // Up to two estimates from the heights measured so far narrow the search before it gallops.
  for (let i = 0; i < 2 && bad - good > 1; i++) {
    const k = clampStep(estimate());
    if (k <= good || k >= bad) break;
    probe(k);
  }
  // Gallop a few steps away from the probe (the answer is usually near it), then bisect what is
  // left; the sentinels (-1 fits, FIT_STEPS + 1 too tall) are never probed.
  for (let step = 1; step <= 4 && bad - good > 1; step *= 2) {
    if (bad === FIT_STEPS + 1) probe(Math.min(FIT_STEPS, good + step));
    else if (good < 0) probe(Math.max(0, bad - step));
    else break;
  }
  while (bad - good > 1) probe((good + bad) >> 1);
  return good;
}

/**
 * A step of the grid from any number.
 * @param step - a step, perhaps fractional or out of range
 * @returns the nearest step in 0…FIT_STEPS
 */
function clampStep(step: number): number {
  return Number.isFinite(step) ? Math.min(FIT_STEPS, Math.max(0, Math.round(step))) : FIT_STEPS;
}
