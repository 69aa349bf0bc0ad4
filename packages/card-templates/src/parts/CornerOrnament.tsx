import type { CSSProperties } from 'react';

interface CornerOrnamentProps {
  /** Width of each corner piece in px; 0 hides them. */
  width: number;
  color: string;
  opacity: number;
}

/** How far the pieces sit from the card's edges, in px. */
const INSET = 10;
/** The part of a piece's box its drawing fills along each edge (the brackets and the curl). */
const DEPTH = 0.38;

const base: CSSProperties = { position: 'absolute', pointerEvents: 'none' };

/**
 * How deep the corner pieces reach into the card from its top and bottom edges; text keeps out.
 * @param width - the corner-decoration width in px (0: hidden)
 * @returns the depth in CSS px
 */
export function cornerOrnamentDepth(width: number): number {
  return width > 0 ? Math.ceil(INSET + width * DEPTH) : 0;
}

/**
 * Two mirrored corner brackets with a small flourish (top-left and bottom-right), the literary
 * card's frame; the corner-decoration slider sets their width. Each piece declares its two
 * strips (along the top or bottom edge, and along the side) as zones text never enters.
 * @param props - width in px (0 hides), colour and opacity
 * @returns the corner pieces, or null when hidden
 */
export function CornerOrnament({ width, color, opacity }: CornerOrnamentProps) {
  if (width <= 0) return null;
  const depth = Math.ceil(width * DEPTH);
  const side = Math.ceil(width * 0.16);
  const piece = (corner: 'tl' | 'br') => {
    const [v, h] = corner === 'tl' ? (['top', 'left'] as const) : (['bottom', 'right'] as const);
    return (
      <div key={corner} aria-hidden>
        <svg
          style={{
            ...base,
            width,
            height: width,
            opacity,
            [v]: INSET,
            [h]: INSET,
            transform: corner === 'br' ? 'rotate(180deg)' : undefined,
          }}
          viewBox="0 0 100 100"
        >
          <path d="M4 96 V4 H96" fill="none" stroke={color} strokeWidth={3} />
          <path d="M14 86 V14 H86" fill="none" stroke={color} strokeWidth={1.2} />
          <path d="M14 14 C 30 14 36 24 30 32 C 24 38 16 32 22 26" fill="none" stroke={color} strokeWidth={1.6} />
          <circle cx="4" cy="4" r="3.5" fill={color} />
        </svg>
        <div data-zone="corner" style={{ ...base, [v]: INSET, [h]: INSET, width, height: depth }} />
        <div data-zone="corner" style={{ ...base, [v]: INSET, [h]: INSET, width: side, height: width }} />
      </div>
    );
  };
  return (
    <>
      {piece('tl')}
      {piece('br')}
    </>
  );
}
