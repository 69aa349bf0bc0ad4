// The geometry of a zoomable view (ZoomSurface): content of a natural size, drawn at a scale
// inside a scrolling viewport with a margin around it, centred while it is smaller than the
// viewport. Pure, so pinching, the zoom buttons and "show this page" share one tested model.

/** A point in CSS px. */
export interface Point {
  x: number;
  y: number;
}

/** A rectangle of the content, in its own (unscaled) CSS px. */
export interface Rect extends Point {
  width: number;
  height: number;
}

/** The viewport (the scroller's client box) and the content's natural size, in CSS px. */
export interface ZoomFrame {
  viewWidth: number;
  viewHeight: number;
  contentWidth: number;
  contentHeight: number;
  /** The margin kept around the content. */
  pad: number;
}

/** Where the scaled content sits in the scrolled area, and how large that area is. */
export interface ZoomLayout {
  left: number;
  top: number;
  scrollWidth: number;
  scrollHeight: number;
}

/** A scroll position. */
export interface Scroll {
  left: number;
  top: number;
}

/**
 * The layout of the content at a scale: offset by the margin, or centred on an axis where it is
 * smaller than the viewport.
 * @param frame - viewport and content sizes
 * @param scale - the scale drawn at
 * @returns the content's offset and the scrolled area's size
 */
export function layoutAt(frame: ZoomFrame, scale: number): ZoomLayout {
  const width = frame.contentWidth * scale;
  const height = frame.contentHeight * scale;
  return {
    left: Math.max(frame.pad, (frame.viewWidth - width) / 2),
    top: Math.max(frame.pad, (frame.viewHeight - height) / 2),
    scrollWidth: Math.max(frame.viewWidth, width + 2 * frame.pad),
    scrollHeight: Math.max(frame.viewHeight, height + 2 * frame.pad),
  };
}

/**
 * A scroll position kept inside what the scrolled area allows.
 * @param frame - viewport and content sizes
 * @param scale - the scale drawn at
 * @param scroll - the wanted position
 * @returns the position the browser will hold
 */
export function clampScroll(frame: ZoomFrame, scale: number, scroll: Scroll): Scroll {
  const { scrollWidth, scrollHeight } = layoutAt(frame, scale);
  return {
    left: Math.min(Math.max(0, scroll.left), scrollWidth - frame.viewWidth),
    top: Math.min(Math.max(0, scroll.top), scrollHeight - frame.viewHeight),
  };
}

/**
 * The scale at which a box of the content fits the viewport inside the margins: its width, and its
 * height too when given (a page is seen whole; a long card is fitted to its width and scrolled).
 * @param frame - viewport and content sizes
 * @param box - the content's box to fit
 * @returns the scale
 */
export function fitScale(frame: ZoomFrame, box: { width: number; height?: number }): number {
  const byWidth = (frame.viewWidth - 2 * frame.pad) / box.width;
  const byHeight = box.height ? (frame.viewHeight - 2 * frame.pad) / box.height : Infinity;
  return Math.max(0.01, Math.min(byWidth, byHeight));
}

/**
 * The content point drawn under a point of the viewport.
 * @param frame - viewport and content sizes
 * @param scale - the scale drawn at
 * @param scroll - the scroll position
 * @param at - the point in viewport coordinates
 * @returns the point in content coordinates
 */
export function contentPointAt(frame: ZoomFrame, scale: number, scroll: Scroll, at: Point): Point {
  const { left, top } = layoutAt(frame, scale);
  return { x: (scroll.left + at.x - left) / scale, y: (scroll.top + at.y - top) / scale };
}

/**
 * The scroll position that draws a content point under a point of the viewport (what keeps the
 * spot between two fingers under them while they pinch and move).
 * @param frame - viewport and content sizes
 * @param scale - the scale drawn at
 * @param point - the content point
 * @param at - where in the viewport it should be
 * @returns the scroll position, clamped
 */
export function scrollToPlace(frame: ZoomFrame, scale: number, point: Point, at: Point): Scroll {
  const { left, top } = layoutAt(frame, scale);
  return clampScroll(frame, scale, { left: point.x * scale + left - at.x, top: point.y * scale + top - at.y });
}

/**
 * The scroll position that shows a rectangle of the content: centred on an axis where it fits the
 * viewport, else its start at the margin (a page's first words, a card's top-left corner).
 * @param frame - viewport and content sizes
 * @param scale - the scale drawn at
 * @param rect - the rectangle
 * @returns the scroll position, clamped
 */
export function scrollToShow(frame: ZoomFrame, scale: number, rect: Rect): Scroll {
  const { left, top } = layoutAt(frame, scale);
  const place = (start: number, size: number, offset: number, view: number): number => {
    const drawn = size * scale;
    return drawn + 2 * frame.pad <= view
      ? offset + start * scale - (view - drawn) / 2
      : offset + start * scale - frame.pad;
  };
  return clampScroll(frame, scale, {
    left: place(rect.x, rect.width, left, frame.viewWidth),
    top: place(rect.y, rect.height, top, frame.viewHeight),
  });
}

/**
 * The index of the rectangle whose centre is nearest the viewport's centre (the page being looked at).
 * @param frame - viewport and content sizes
 * @param scale - the scale drawn at
 * @param scroll - the scroll position
 * @param rects - the rectangles, in content coordinates
 * @returns its index, or 0 without any
 */
export function nearestToCentre(frame: ZoomFrame, scale: number, scroll: Scroll, rects: readonly Rect[]): number {
  const centre = contentPointAt(frame, scale, scroll, { x: frame.viewWidth / 2, y: frame.viewHeight / 2 });
  let best = 0;
  let bestDistance = Infinity;
  rects.forEach((r, i) => {
    const distance = Math.hypot(r.x + r.width / 2 - centre.x, r.y + r.height / 2 - centre.y);
    if (distance < bestDistance) {
      best = i;
      bestDistance = distance;
    }
  });
  return best;
}

/**
 * How much of a rectangle is in view, as a share of what of it could be (its whole size, or the
 * viewport's inside the margins where it is larger): 1 when it is wholly in view or fills the
 * view, 0 when unseen.
 * @param frame - viewport and content sizes
 * @param scale - the scale drawn at
 * @param scroll - the scroll position
 * @param rect - the rectangle, in content coordinates
 * @returns the share, 0 to 1
 */
export function visibleShare(frame: ZoomFrame, scale: number, scroll: Scroll, rect: Rect): number {
  const { left, top } = layoutAt(frame, scale);
  const axis = (start: number, size: number, offset: number, scrolled: number, view: number): number => {
    const from = offset + start * scale - scrolled;
    const to = from + size * scale;
    const seen = Math.max(0, Math.min(to, view) - Math.max(from, 0));
    return Math.min(1, seen / Math.max(1e-6, Math.min(size * scale, view - 2 * frame.pad)));
  };
  return (
    axis(rect.x, rect.width, left, scroll.left, frame.viewWidth) *
    axis(rect.y, rect.height, top, scroll.top, frame.viewHeight)
  );
}
