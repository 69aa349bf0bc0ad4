/** A tab that never paints (opened in the background) goes on after this. */
const FIRST_PAINT_WAIT_MS = 3000;
let firstPaint: Promise<void> | undefined;

/**
 * Settles once the page's first contentful paint is on screen (the browser reports it when the
 * frame is presented, a little after the task that drew it). What a page does not need for that
 * paint (a card's font stylesheets, the style panel, a status request) waits for it, so on a slow
 * phone it does not compete with the paint for the connection or the main thread. Settles at once
 * after that. Its own entry (`@inkcard/card-templates/first-paint`), so any page may use it
 * without the card code.
 * @returns settles after the first contentful paint, or after a few seconds without one
 */
export function afterFirstPaint(): Promise<void> {
  firstPaint ??= new Promise<void>((resolve) => {
    const painted = (): boolean => performance.getEntriesByName('first-contentful-paint').length > 0;
    if (painted() || typeof PerformanceObserver === 'undefined') return resolve();
    const timer = setTimeout(done, FIRST_PAINT_WAIT_MS);
    const observer = new PerformanceObserver(() => {
      if (painted()) done();
    });
    function done(): void {
      clearTimeout(timer);
      observer.disconnect();
      resolve();
    }
    try {
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      done();
    }
  });
  return firstPaint;
}
