import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { canvasHeight } from '@inkcard/card-engine';
import base from '../card-base.module.css';
import { loadCardFonts } from '../../fonts/load-fonts';
import { afterFirstPaint } from '../../first-paint';
import { CARD_ATTR, type CardCanvasSpec } from './card-contract';
import { useCardFit } from './use-card-fit';

interface CardCanvasProps {
  /**
   * The template id (`data-card`). A carousel's pages leave it out: the carousel carries the id,
   * and each page is a canvas of its own (`data-carousel-page`).
   */
  card?: string;
  /** Card width in CSS px. */
  width: number;
  /** A fixed ratio, or `auto` for a card as tall as its content. */
  canvas: CardCanvasSpec;
  /** For `auto`: the tallest the card may grow before its text shrinks. */
  maxHeight?: number;
  /** The smallest text scale the template accepts (see minScaleFor). */
  minScale: number;
  /**
   * The stylesheet lets short text grow with `--grow` (0 to 1): the fit gives it the room the
   * canvas has left once everything fits (see useCardFit).
   */
  grows?: boolean;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
  /** Extra data attributes for the root (e.g. `data-scheme`). */
  data?: Readonly<Record<`data-${string}`, string>>;
  /** The language of the card's own words (`lang`), when it may differ from the page's. */
  lang?: string;
}

/**
 * The root of every card: its canvas (a ratio's height as the minimum, or content height), the
 * shared card styles, the fit that shrinks the text into the canvas and flags what cannot be
 * shrunk enough, and the card's fonts, loaded once it has painted. The card's stylesheet
 * multiplies the sizes that may shrink by `var(--fit, 1)`.
 * @param props - id, width, canvas, minimum scale, class, style and children
 * @returns the card root
 */
export function CardCanvas({
  card,
  width,
  canvas,
  maxHeight,
  minScale,
  grows,
  className,
  style,
  children,
  data,
  lang,
}: CardCanvasProps) {
  const ref = useRef<HTMLDivElement>(null);
  const height = canvas === 'auto' ? undefined : canvasHeight(width, canvas);
  // The corner radius travels as a variable the stylesheet applies (card-base.module.css), never
  // as an inline border-radius: the export copies inline styles, and one would round the corners
  // of an opaque PNG that the preview shows square.
  const { borderRadius, ...rest } = style ?? {};
  useCardFit(ref, height ?? maxHeight ?? Number.POSITIVE_INFINITY, minScale, grows);
  // The fonts' stylesheets come once the page's first paint is on screen, for the families the
  // card's text is drawn in; the fit runs again as their faces arrive. After every render, since
  // a new font may need a new family; the attribute says when none is still to come, for a
  // waiting page or test.
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let alive = true;
    el.setAttribute(CARD_ATTR.fonts, 'loading');
    void afterFirstPaint()
      .then(() => (alive ? loadCardFonts(el) : undefined))
      .then(() => {
        if (alive) el.setAttribute(CARD_ATTR.fonts, 'ready');
      });
    return () => {
      alive = false;
    };
  });
  return (
    <div
      ref={ref}
      lang={lang}
      {...data}
      {...{
        ...(card ? { [CARD_ATTR.card]: card } : {}),
        [CARD_ATTR.canvas]: canvas,
        [CARD_ATTR.fitMin]: String(minScale),
        ...(canvas === 'auto' && maxHeight ? { [CARD_ATTR.maxHeight]: String(maxHeight) } : {}),
      }}
      className={className ? `${base.card} ${className}` : base.card}
      style={
        {
          ...rest,
          ...(borderRadius === undefined ? {} : { '--card-radius': cssLength(borderRadius) }),
          width,
          minHeight: height,
        } as CSSProperties
      }
    >
      {children}
    </div>
  );
}

const cssLength = (value: string | number): string => (typeof value === 'number' ? `${value}px` : value);
