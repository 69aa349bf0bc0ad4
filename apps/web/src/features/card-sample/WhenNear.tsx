import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { afterFirstPaint } from '@inkcard/card-templates/first-paint';
import { useNearViewport } from './useNearViewport';

/**
 * Shows `placeholder` until the spot comes near the viewport (as near as a sample card mounts), then `children` (a lazy
 * part: the gallery's and guide's cards, which bring the whole template registry) behind the same
 * placeholder while it loads. The registry is only asked for after the page's first contentful
 * paint, so it never holds up the page's text (nor do the faces its cards' text starts, such as the
 * templates' punctuation faces), and not at all for a part nobody scrolls near.
 * @param props - the placeholder (the part's size, so nothing moves) and the lazy part
 * @returns the wrapper
 */
export function WhenNear({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const isNear = useNearViewport(ref);
  const [isPainted, setPainted] = useState(false);
  useEffect(() => {
    if (!isNear) return;
    let alive = true;
    void afterFirstPaint().then(() => alive && setPainted(true));
    return () => {
      alive = false;
    };
  }, [isNear]);
  return <div ref={ref}>{isPainted ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>;
}
