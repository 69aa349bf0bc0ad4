import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A live card shrunk to a width (the batch preview's thumbnails): laid out at its real size, so
 * its text fits exactly as it will in the PNG, then scaled down.
 * @param props - the card and the width to show it at
 * @returns the thumbnail
 */
export function ScaledCard({ children, width }: { children: ReactNode; width: number }) {
  const inner = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ scale: 0, height: 0 });
  useLayoutEffect(() => {
    const el = inner.current;
    if (!el) return;
    const measure = (): void => {
      const scale = el.offsetWidth > 0 ? Math.min(1, width / el.offsetWidth) : 0;
      setBox({ scale, height: el.offsetHeight * scale });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [width]);
  return (
    <div className="overflow-hidden rounded-lg ring-1 ring-black/5" style={{ width, height: box.height }} inert>
      <div ref={inner} style={{ width: 'max-content', transform: `scale(${box.scale})`, transformOrigin: 'top left' }}>
        {children}
      </div>
    </div>
  );
}
