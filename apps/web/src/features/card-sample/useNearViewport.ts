import { useEffect, useState, type RefObject } from 'react';

/**
 * Turns true once the element comes within `margin` of the viewport, and stays true: a sample
 * card mounts only when someone may see it.
 * @param ref - the element to watch
 * @param margin - how far ahead of the viewport, as a CSS margin
 * @returns whether the element has come near
 */
export function useNearViewport(ref: RefObject<HTMLElement | null>, margin = '400px'): boolean {
  const [isNear, setNear] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node || isNear) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, margin, isNear]);
  return isNear;
}
