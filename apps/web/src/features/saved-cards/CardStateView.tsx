import { useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import type { AnyCardState } from '@inkcard/card-engine';
import { useTemplateBody } from '../card-sample/useTemplateBody';
import { drawCardState, templateOfState } from './draw-card-state';

/**
 * A saved or shared card drawn live from its state, as its maker draws it, at its own size or
 * scaled down to the width it has (a 375 px phone); a paged card shows its pages one under the
 * other. The frame is an image with a label; the card inside is inert.
 * @param props - the state and the frame's accessible label
 * @returns the card, once its template's body is in
 */
export function CardStateView({ state, label }: { state: AnyCardState; label: string }) {
  const template = useMemo(() => templateOfState(state), [state]);
  const loaded = useTemplateBody(template);
  const drawn = useMemo(() => (loaded ? drawCardState(state, loaded) : undefined), [state, loaded]);

  const frameRef = useRef<HTMLDivElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState<{ scale: number; height: number } | null>(null);
  useLayoutEffect(() => {
    const frame = frameRef.current;
    const card = cardRef.current;
    if (!frame || !card) return;
    const measure = (): void => {
      const width = card.offsetWidth;
      if (width === 0) return;
      const scale = Math.min(1, frame.clientWidth / width);
      const height = card.offsetHeight * scale;
      setFit((f) => (f && f.scale === scale && f.height === height ? f : { scale, height }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    observer.observe(card);
    return () => observer.disconnect();
  }, [drawn]);

  const Component = drawn?.template.Component;
  return (
    <div
      ref={frameRef}
      role="img"
      aria-label={label}
      data-card-view={state.template}
      className="relative w-full overflow-hidden"
      style={{ height: fit?.height ?? 0, minHeight: fit ? undefined : '12rem' }}
    >
      {Component && drawn.content !== null && (
        <div
          ref={cardRef}
          inert
          lang={state.lang === 'zh' ? 'zh-CN' : 'en'}
          className="absolute top-0 left-1/2 w-max origin-top shadow-xl shadow-gray-900/10"
          style={
            {
              transform: `translateX(-50%) scale(${fit?.scale ?? 1})`,
              visibility: fit ? 'visible' : 'hidden',
              '--carousel-columns': 1,
            } as CSSProperties
          }
        >
          <Component content={drawn.content as never} style={drawn.style as never} />
        </div>
      )}
    </div>
  );
}
