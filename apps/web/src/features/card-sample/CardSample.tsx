import { useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type RefObject } from 'react';
import type { Lang } from '@inkcard/card-engine';
import { CARD_ATTR, type AnyLoadedTemplate } from '@inkcard/card-templates';
import { DARK_QUERY } from '../theme/theme-store';
import { readRenderState, renderTemplate } from './render-state';
import { useNearViewport } from './useNearViewport';
import { useTemplateBody } from './useTemplateBody';

/** Whole-card fit gives way to width fit (and a crop) when it would shrink the card this much more. */
const CROP_BELOW = 0.75;
/** Room kept around a card that fits whole, in CSS px. */
const INSET = 12;
/** A sample whose fonts have not arrived by then shows in its fallback faces. */
const FONTS_WAIT_MS = 4000;

/**
 * Whether a card's fonts are in: its stylesheets (`data-card-fonts="ready"` on every canvas) and
 * the faces they started. Until then a sample stays hidden, so a visitor never watches its text
 * re-flow as the faces swap in (on a slow phone that was a layout shift of 0.1 in the gallery).
 * @param cardRef - the sample's card wrapper
 * @param key - changes when a new card is drawn
 * @returns true once the fonts are in or the wait is over
 */
function useCardFontsIn(cardRef: RefObject<HTMLDivElement | null>, key: unknown): boolean {
  const [fontsIn, setFontsIn] = useState(false);
  useEffect(() => {
    const card = cardRef.current;
    if (!card) return;
    let alive = true;
    const reveal = (): void => {
      if (alive) setFontsIn(true);
    };
    const check = (): void => {
      const canvases = card.querySelectorAll(`[${CARD_ATTR.fonts}]`);
      if (canvases.length === 0 || [...canvases].some((c) => c.getAttribute(CARD_ATTR.fonts) !== 'ready')) return;
      observer.disconnect();
      void document.fonts.ready.then(reveal);
    };
    const observer = new MutationObserver(check);
    observer.observe(card, { subtree: true, attributes: true, attributeFilter: [CARD_ATTR.fonts] });
    check();
    const timer = setTimeout(reveal, FONTS_WAIT_MS);
    return () => {
      alive = false;
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [cardRef, key]);
  return fontsIn;
}

/**
 * The body of the template a sample draws, loaded once the sample is near the viewport.
 * @param params - the sample's render parameters, or null while it is far away
 * @returns the template with its body, or undefined until it is in (or for an unknown id)
 */
function useSampleTemplate(params: URLSearchParams | null): AnyLoadedTemplate | undefined {
  const manifest = useMemo(() => (params ? renderTemplate(params) : undefined), [params]);
  return useTemplateBody(manifest);
}

/**
 * One template drawn live with its example, exactly as the render route draws it (and as its maker
 * first shows it), scaled into its frame: whole when it fits, else fitted to the frame's width
 * with the rest faded out (long articles). It mounts only near the viewport. The frame is an image
 * with `label` as its text alternative; the card inside is inert (neither focusable nor read twice).
 * @param props - the template id, the card's language, the image's label and the frame's classes
 *   (which give it its size, e.g. `aspect-[3/4] w-full`)
 * @returns the framed card
 */
export function CardSample({
  templateId,
  lang,
  label,
  className = '',
}: {
  templateId: string;
  lang: Lang;
  label: string;
  className?: string;
}) {
  const frameRef = useRef<HTMLDivElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const isNear = useNearViewport(frameRef);
  const [fit, setFit] = useState<{ scale: number; top: number; cropped: boolean } | null>(null);
  const params = useMemo(() => {
    if (!isNear) return null;
    const prefersDark = typeof window !== 'undefined' && Boolean(window.matchMedia?.(DARK_QUERY).matches);
    return new URLSearchParams({ template: templateId, lang, scheme: prefersDark ? 'dark' : 'light' });
  }, [isNear, templateId, lang]);
  const template = useSampleTemplate(params);
  const state = useMemo(() => (params && template ? readRenderState(params, template) : null), [params, template]);

  useLayoutEffect(() => {
    const frame = frameRef.current;
    const card = cardRef.current;
    if (!frame || !card) return;
    const measure = (): void => {
      const width = card.offsetWidth;
      const height = card.offsetHeight;
      if (width === 0 || height === 0) return;
      const byWidth = (frame.clientWidth - 2 * INSET) / width;
      const whole = Math.min(byWidth, (frame.clientHeight - 2 * INSET) / height);
      const cropped = whole < byWidth * CROP_BELOW;
      const scale = cropped ? frame.clientWidth / width : whole;
      const top = cropped ? 0 : (frame.clientHeight - height * scale) / 2;
      setFit((f) => (f && f.scale === scale && f.top === top ? f : { scale, top, cropped }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    observer.observe(card);
    return () => observer.disconnect();
  }, [state]);
  const fontsIn = useCardFontsIn(cardRef, state);
  const shown = fit !== null && fontsIn;

  const Component = state?.template?.Component;
  return (
    <div
      ref={frameRef}
      role="img"
      aria-label={label}
      data-sample-frame
      className={`relative overflow-hidden ${className}`}
    >
      {Component && state.content !== null && (
        <div
          ref={cardRef}
          inert
          lang={lang === 'zh' ? 'zh-CN' : 'en'}
          data-sample={templateId}
          className="absolute left-1/2 w-max origin-top transition-opacity duration-300"
          style={
            {
              top: fit?.top ?? 0,
              transform: `translateX(-50%) scale(${fit?.scale ?? 1})`,
              opacity: shown ? 1 : 0,
              visibility: shown ? 'visible' : 'hidden',
              // A carousel shows its first page alone: the cover.
              '--carousel-columns': 1,
            } as CSSProperties
          }
        >
          <Component content={state.content as never} style={state.style as never} />
        </div>
      )}
      {fit?.cropped && (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 bottom-0 h-16 bg-gradient-to-t from-white to-transparent dark:from-gray-900"
        />
      )}
    </div>
  );
}
