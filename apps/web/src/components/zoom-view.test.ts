import { describe, expect, it } from 'vitest';
import {
  clampScroll,
  contentPointAt,
  fitScale,
  layoutAt,
  nearestToCentre,
  scrollToPlace,
  scrollToShow,
  visibleShare,
  type ZoomFrame,
} from './zoom-view';

// A 375 × 700 phone viewport showing a 750 px wide article card, 2,000 px long, with 16 px margins.
const card: ZoomFrame = { viewWidth: 375, viewHeight: 700, contentWidth: 750, contentHeight: 2000, pad: 16 };
// Three 540 × 720 pages side by side with 24 px gaps.
const strip: ZoomFrame = { ...card, contentWidth: 3 * 540 + 2 * 24, contentHeight: 720 };
const pages = [0, 1, 2].map((i) => ({ x: i * 564, y: 0, width: 540, height: 720 }));

describe('layoutAt', () => {
  it('keeps the margin around content larger than the viewport', () => {
    expect(layoutAt(card, 1)).toEqual({ left: 16, top: 16, scrollWidth: 782, scrollHeight: 2032 });
  });
  it('centres content smaller than the viewport, and the area is the viewport', () => {
    expect(layoutAt(card, 0.25)).toEqual({ left: 93.75, top: 100, scrollWidth: 375, scrollHeight: 700 });
    const small = layoutAt({ ...card, contentHeight: 400 }, 0.25);
    expect(small.top).toBe(300);
    expect(small.scrollHeight).toBe(700);
  });
});

describe('fitScale', () => {
  it('fits a width inside the margins', () => {
    expect(fitScale(card, { width: 750 })).toBeCloseTo(343 / 750);
  });
  it('fits a whole page when its height is given', () => {
    expect(fitScale({ ...card, viewHeight: 400 }, { width: 540, height: 720 })).toBeCloseTo(368 / 720);
  });
});

describe('contentPointAt and scrollToPlace', () => {
  it('are inverse: the point under the fingers stays under them at another scale', () => {
    const at = { x: 200, y: 300 };
    const scroll = { left: 120, top: 500 };
    const point = contentPointAt(card, 1, scroll, at);
    expect(point).toEqual({ x: 304, y: 784 });
    const zoomed = scrollToPlace(card, 2, point, at);
    expect(contentPointAt(card, 2, zoomed, at)).toEqual(point);
  });
  it('clamps where the content cannot move further (zooming out at the top-left corner)', () => {
    expect(scrollToPlace(card, 0.5, { x: 0, y: 0 }, { x: 300, y: 300 })).toEqual({ left: 0, top: 0 });
  });
});

describe('clampScroll', () => {
  it('holds the scroll inside the scrolled area', () => {
    expect(clampScroll(card, 1, { left: -5, top: 99_999 })).toEqual({ left: 0, top: 2032 - 700 });
  });
});

describe('scrollToShow', () => {
  it('puts a page wider than the viewport at the margin', () => {
    expect(scrollToShow(strip, 1, pages[1]!)).toEqual({ left: 564, top: 0 });
  });
  it('centres a page that fits', () => {
    const scale = fitScale(strip, { width: 540, height: 720 });
    const scroll = scrollToShow(strip, scale, pages[2]!);
    const centre = contentPointAt(strip, scale, scroll, { x: 187.5, y: 350 });
    expect(centre.x).toBeCloseTo(2 * 564 + 270);
  });
});

describe('nearestToCentre', () => {
  it('names the page whose centre is nearest the viewport centre', () => {
    expect(nearestToCentre(strip, 1, { left: 0, top: 0 }, pages)).toBe(0);
    expect(nearestToCentre(strip, 1, scrollToShow(strip, 1, pages[2]!), pages)).toBe(2);
    expect(nearestToCentre(strip, 1, { left: 0, top: 0 }, [])).toBe(0);
  });
});

describe('visibleShare', () => {
  it('is 1 for a page wider than the view that fills it, and falls as it leaves', () => {
    const shown = scrollToShow(strip, 1, pages[1]!);
    expect(visibleShare(strip, 1, shown, pages[1]!)).toBeCloseTo(1, 1);
    expect(visibleShare(strip, 1, shown, pages[0]!)).toBe(0);
    expect(visibleShare(strip, 1, { ...shown, left: shown.left + 400 }, pages[1]!)).toBeLessThan(0.5);
  });
  it('is 1 for each of several pages wholly in a wide view', () => {
    const wide = { ...strip, viewWidth: 1280, viewHeight: 800 };
    expect(visibleShare(wide, 1, { left: 0, top: 0 }, pages[0]!)).toBe(1);
    expect(visibleShare(wide, 1, { left: 0, top: 0 }, pages[1]!)).toBe(1);
  });
});
