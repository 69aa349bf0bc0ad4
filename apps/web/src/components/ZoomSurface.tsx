import { useEffect, useImperativeHandle, useLayoutEffect, useRef, type ReactNode, type Ref } from 'react';
import {
  contentPointAt,
  fitScale,
  layoutAt,
  scrollToPlace,
  scrollToShow,
  type Point,
  type Rect,
  type Scroll,
  type ZoomFrame,
} from './zoom-view';

/** What the surface reports after every zoom and scroll. */
export interface ZoomView {
  scale: number;
  minScale: number;
  maxScale: number;
  frame: ZoomFrame;
  scroll: Scroll;
}

/** What a surface's owner can ask of it. */
export interface ZoomSurfaceHandle {
  /** Zooms to a scale (clamped) about a point of the viewport, its centre by default. */
  zoomTo: (scale: number, at?: Point) => void;
  /** Zooms by a factor about the viewport's centre. */
  zoomBy: (factor: number) => void;
  /** Zooms to fit the fit box. */
  fit: () => void;
  /** Scrolls to show a rectangle of the content (see scrollToShow). */
  show: (rect: Rect, smooth?: boolean) => void;
  /** An element of the content as a rectangle in the content's own, unscaled coordinates. */
  rectOf: (element: Element) => Rect;
}

const PAD = 16;
/** One press of a zoom key or button. */
export const ZOOM_STEP = 1.5;
/** Below this speed (px/ms) a released drag stops where it is; above, it glides on. */
const FLING_MIN_SPEED = 0.3;
/** The fastest glide (px/ms): a few jittery samples must not throw the view across the card. */
const FLING_MAX_SPEED = 4;

/**
 * A scrolling viewport that shows its content at a scale: two fingers pinch it (about the point
 * between them, which they also move), one finger or the mouse drags it and a fast drag glides on,
 * Ctrl + wheel (a trackpad's pinch) zooms about the pointer, and the keys + − 0 zoom in, out and
 * back to the actual size. The content is scaled with a transform, so it is laid out and drawn at
 * its own size; a sizer gives the scroller the scaled size to scroll over, and native scrolling
 * (wheel, scrollbars, the arrow keys once focused) keeps working. Touch gestures are all handled
 * here (`touch-action: none`): the browser must neither zoom the page nor scroll it behind.
 * @param props - the content, the scroller's accessible name, the box "fit" fits (the content's
 *   width by default), the scale to open at, the largest scale, a report of every change, the handle
 * @returns the surface
 */
export function ZoomSurface({
  children,
  label,
  fitBox,
  initialScale = 1,
  maxScale = 4,
  onView,
  className = '',
  ref,
}: {
  children: ReactNode;
  label: string;
  fitBox?: { width: number; height?: number };
  initialScale?: number;
  maxScale?: number;
  onView?: (view: ZoomView) => void;
  className?: string;
  ref?: Ref<ZoomSurfaceHandle>;
}) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const sizerRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const scaleRef = useRef(initialScale);
  const frameRef = useRef<ZoomFrame | null>(null);
  // Read by handlers bound once: the latest props.
  const latest = useRef({ fitBox, maxScale, onView });
  latest.current = { fitBox, maxScale, onView };

  /** The viewport and content sizes now, or null before the content has a size. */
  const measure = (): ZoomFrame | null => {
    const scroller = scrollerRef.current;
    const content = contentRef.current;
    if (!scroller || !content || content.offsetWidth === 0) return null;
    return {
      viewWidth: scroller.clientWidth,
      viewHeight: scroller.clientHeight,
      contentWidth: content.offsetWidth,
      contentHeight: content.offsetHeight,
      pad: PAD,
    };
  };
  const limits = (frame: ZoomFrame): { min: number; max: number; fit: number } => {
    const fit = fitScale(frame, latest.current.fitBox ?? { width: frame.contentWidth });
    return { min: Math.min(1, fit), max: latest.current.maxScale, fit };
  };
  const clampScale = (frame: ZoomFrame, scale: number): number => {
    const { min, max } = limits(frame);
    return Math.min(max, Math.max(min, scale));
  };
  const scrollNow = (): Scroll => ({
    left: scrollerRef.current?.scrollLeft ?? 0,
    top: scrollerRef.current?.scrollTop ?? 0,
  });
  const report = (): void => {
    const frame = frameRef.current;
    if (!frame) return;
    const { min, max } = limits(frame);
    latest.current.onView?.({ scale: scaleRef.current, minScale: min, maxScale: max, frame, scroll: scrollNow() });
  };
  /** Draws the content at a scale and scrolls to a position (the browser clamps it). */
  const draw = (frame: ZoomFrame, scale: number, scroll: Scroll, smooth = false): void => {
    const sizer = sizerRef.current;
    const content = contentRef.current;
    const scroller = scrollerRef.current;
    if (!sizer || !content || !scroller) return;
    const layout = layoutAt(frame, scale);
    frameRef.current = frame;
    scaleRef.current = scale;
    sizer.style.width = `${layout.scrollWidth}px`;
    sizer.style.height = `${layout.scrollHeight}px`;
    content.style.transform = `translate(${layout.left}px, ${layout.top}px) scale(${scale})`;
    scroller.scrollTo({ left: scroll.left, top: scroll.top, behavior: smooth ? 'smooth' : 'instant' });
    report();
  };
  const zoomTo = (scale: number, at?: Point): void => {
    const frame = measure();
    if (!frame) return;
    const before = frameRef.current ?? frame;
    const point = at ?? { x: frame.viewWidth / 2, y: frame.viewHeight / 2 };
    const spot = contentPointAt(before, scaleRef.current, scrollNow(), point);
    const next = clampScale(frame, scale);
    draw(frame, next, scrollToPlace(frame, next, spot, point));
  };

  useImperativeHandle(ref, () => ({
    zoomTo,
    zoomBy: (factor) => zoomTo(scaleRef.current * factor),
    fit: () => {
      const frame = measure();
      if (frame) zoomTo(limits(frame).fit);
    },
    show: (rect, smooth = false) => {
      const frame = measure();
      if (frame) draw(frame, scaleRef.current, scrollToShow(frame, scaleRef.current, rect), smooth);
    },
    rectOf: (element) => {
      const content = contentRef.current;
      if (!content) return { x: 0, y: 0, width: 0, height: 0 };
      const box = content.getBoundingClientRect();
      const r = element.getBoundingClientRect();
      const scale = scaleRef.current;
      return {
        x: (r.left - box.left) / scale,
        y: (r.top - box.top) / scale,
        width: r.width / scale,
        height: r.height / scale,
      };
    },
  }));

  // First draw at the opening scale from the top-left corner, then again whenever the viewport
  // (a rotated phone) or the content (a carousel's pages laid out, a late font) changes size,
  // keeping the spot at the centre of the view where it was.
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    const content = contentRef.current;
    if (!scroller || !content) return;
    const redraw = (): void => {
      const frame = measure();
      if (!frame) return;
      const before = frameRef.current;
      if (!before) {
        draw(frame, clampScale(frame, scaleRef.current), { left: 0, top: 0 });
        return;
      }
      if (
        before.viewWidth === frame.viewWidth &&
        before.viewHeight === frame.viewHeight &&
        before.contentWidth === frame.contentWidth &&
        before.contentHeight === frame.contentHeight
      )
        return;
      const centre = { x: before.viewWidth / 2, y: before.viewHeight / 2 };
      const spot = contentPointAt(before, scaleRef.current, scrollNow(), centre);
      const scale = clampScale(frame, scaleRef.current);
      draw(frame, scale, scrollToPlace(frame, scale, spot, { x: frame.viewWidth / 2, y: frame.viewHeight / 2 }));
    };
    redraw();
    const observer = new ResizeObserver(redraw);
    observer.observe(scroller);
    observer.observe(content);
    return () => observer.disconnect();
    // The handlers read the latest props through refs; the observers are set up once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Gestures. Pointer events: touch (pinch and drag), pen and the mouse (drag).
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const pointers = new Map<number, Point>();
    let pinch: { spot: Point; distance: number; scale: number } | null = null;
    let drag: { last: Point; samples: { t: number; x: number; y: number }[] } | null = null;
    let glide = 0;
    const stopGlide = (): void => {
      cancelAnimationFrame(glide);
      glide = 0;
    };
    const local = (e: PointerEvent): Point => {
      const box = scroller.getBoundingClientRect();
      return { x: e.clientX - box.left, y: e.clientY - box.top };
    };
    const startPinch = (): void => {
      const [a, b] = Array.from(pointers.values()) as [Point, Point];
      const frame = frameRef.current;
      if (!frame) return;
      const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      pinch = {
        spot: contentPointAt(frame, scaleRef.current, scrollNow(), mid),
        distance: Math.max(1, Math.hypot(a.x - b.x, a.y - b.y)),
        scale: scaleRef.current,
      };
      drag = null;
    };
    const startDrag = (at: Point): void => {
      pinch = null;
      drag = { last: at, samples: [{ t: performance.now(), x: at.x, y: at.y }] };
    };
    const onDown = (e: PointerEvent): void => {
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      stopGlide();
      scroller.setPointerCapture(e.pointerId);
      pointers.set(e.pointerId, local(e));
      if (pointers.size === 2) startPinch();
      else if (pointers.size === 1) startDrag(local(e));
    };
    const onMove = (e: PointerEvent): void => {
      if (!pointers.has(e.pointerId)) return;
      const at = local(e);
      pointers.set(e.pointerId, at);
      if (pinch && pointers.size >= 2) {
        const [a, b] = Array.from(pointers.values()) as [Point, Point];
        const frame = measure();
        if (!frame) return;
        const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
        const scale = clampScale(frame, (pinch.scale * Math.hypot(a.x - b.x, a.y - b.y)) / pinch.distance);
        draw(frame, scale, scrollToPlace(frame, scale, pinch.spot, mid));
      } else if (drag) {
        scroller.scrollLeft -= at.x - drag.last.x;
        scroller.scrollTop -= at.y - drag.last.y;
        drag.last = at;
        const now = performance.now();
        drag.samples = [...drag.samples.filter((s) => now - s.t < 80), { t: now, x: at.x, y: at.y }];
      }
    };
    const onUp = (e: PointerEvent): void => {
      if (!pointers.delete(e.pointerId)) return;
      if (pointers.size === 1) {
        // One finger of a pinch lifted: the other drags on from where it is.
        startDrag(Array.from(pointers.values())[0]!);
        return;
      }
      if (pointers.size > 0 || !drag || e.type === 'pointercancel') {
        drag = null;
        return;
      }
      const first = drag.samples[0]!;
      const last = drag.samples[drag.samples.length - 1]!;
      drag = null;
      const dt = last.t - first.t;
      if (dt <= 0) return;
      const speed = Math.hypot(last.x - first.x, last.y - first.y) / dt;
      if (speed < FLING_MIN_SPEED) return;
      const damp = Math.min(1, FLING_MAX_SPEED / speed);
      let vx = ((last.x - first.x) / dt) * damp;
      let vy = ((last.y - first.y) / dt) * damp;
      let then = performance.now();
      const step = (now: number): void => {
        const elapsed = now - then;
        then = now;
        scroller.scrollLeft -= vx * elapsed;
        scroller.scrollTop -= vy * elapsed;
        const decay = Math.pow(0.995, elapsed);
        vx *= decay;
        vy *= decay;
        glide = Math.hypot(vx, vy) > 0.02 ? requestAnimationFrame(step) : 0;
      };
      glide = requestAnimationFrame(step);
    };
    // A trackpad's pinch arrives as a wheel with Ctrl held; Ctrl + wheel zooms anywhere else too.
    const onWheel = (e: WheelEvent): void => {
      if (!e.ctrlKey) return;
      e.preventDefault();
      const box = scroller.getBoundingClientRect();
      zoomTo(scaleRef.current * Math.exp(-e.deltaY / 200), { x: e.clientX - box.left, y: e.clientY - box.top });
    };
    const onScroll = (): void => report();
    scroller.addEventListener('pointerdown', onDown);
    scroller.addEventListener('pointermove', onMove);
    scroller.addEventListener('pointerup', onUp);
    scroller.addEventListener('pointercancel', onUp);
    scroller.addEventListener('wheel', onWheel, { passive: false });
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      stopGlide();
      scroller.removeEventListener('pointerdown', onDown);
      scroller.removeEventListener('pointermove', onMove);
      scroller.removeEventListener('pointerup', onUp);
      scroller.removeEventListener('pointercancel', onUp);
      scroller.removeEventListener('wheel', onWheel);
      scroller.removeEventListener('scroll', onScroll);
    };
    // Bound once; what they read is in refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const handleKeyDown = (e: React.KeyboardEvent): void => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const factor = e.key === '+' || e.key === '=' ? ZOOM_STEP : e.key === '-' ? 1 / ZOOM_STEP : null;
    if (factor) zoomTo(scaleRef.current * factor);
    else if (e.key === '0') zoomTo(1);
    else return;
    e.preventDefault();
  };

  return (
    <div
      ref={scrollerRef}
      role="group"
      aria-label={label}
      tabIndex={0}
      onKeyDown={handleKeyDown}
      data-zoom-surface
      className={`relative touch-none overflow-auto overscroll-contain outline-none select-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-inset ${className}`}
    >
      <div ref={sizerRef} className="relative">
        <div ref={contentRef} data-zoom-content className="absolute top-0 left-0 w-max origin-top-left">
          {children}
        </div>
      </div>
    </div>
  );
}
