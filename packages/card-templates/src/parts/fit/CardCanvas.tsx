import { useRef, type CSSProperties, type ReactNode } from 'react';
import { canvasHeight } from '@inkcard/card-engine';
import base from '../card-base.module.css';
import { CARD_ATTR, type CardCanvasSpec } from './card-contract';
import { useCardFit } from './use-card-fit';

interface CardCanvasProps {
  /** The template id (`data-card`). */
  card: string;
  /** Card width in CSS px. */
  width: number;
  /** A fixed ratio, or `auto` for a card as tall as its content. */
  canvas: CardCanvasSpec;
  /** For `auto`: the tallest the card may grow before its text shrinks. */
  maxHeight?: number;
  /** The smallest text scale the template accepts (see minScaleFor). */
  minScale: number;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
  /** Extra data attributes for the root (e.g. `data-scheme`). */
  data?: Readonly<Record<`data-${string}`, string>>;
}

/**
 * The root of every card: its canvas (a ratio's height as the minimum, or content height), the
 * shared card styles, and the fit that shrinks the text into the canvas and flags what cannot be
 * shrunk enough. The card's stylesheet multiplies the sizes that may shrink by `var(--fit, 1)`.
 * @param props - id, width, canvas, minimum scale, class, style and children
 * @returns the card root
 */
export function CardCanvas({
  card,
  width,
  canvas,
  maxHeight,
  minScale,
  className,
  style,
  children,
  data,
}: CardCanvasProps) {
  const ref = useRef<HTMLDivElement>(null);
  const height = canvas === 'auto' ? undefined : canvasHeight(width, canvas);
  useCardFit(ref, height ?? maxHeight ?? Number.POSITIVE_INFINITY, minScale);
  return (
    <div
      ref={ref}
      {...data}
      {...{
        [CARD_ATTR.card]: card,
        [CARD_ATTR.canvas]: canvas,
        [CARD_ATTR.fitMin]: String(minScale),
        ...(canvas === 'auto' && maxHeight ? { [CARD_ATTR.maxHeight]: String(maxHeight) } : {}),
      }}
      className={className ? `${base.card} ${className}` : base.card}
      style={{ ...style, width, minHeight: height }}
    >
      {children}
    </div>
  );
}
