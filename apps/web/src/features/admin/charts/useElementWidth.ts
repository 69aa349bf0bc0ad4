import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * The rendered width of an element, kept current with a ResizeObserver, so SVG charts draw in
 * real pixels (crisp text at every size) instead of stretching a fixed viewBox.
 * @param fallback - the width before the first measurement
 * @returns a ref to attach and the width
 */
export function useElementWidth<T extends HTMLElement>(fallback = 600): { ref: RefObject<T | null>; width: number } {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth || fallback);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const next = entries[0]?.contentRect.width;
      if (next) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [fallback]);
  return { ref, width };
}
