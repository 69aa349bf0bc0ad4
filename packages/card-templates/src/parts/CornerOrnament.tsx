import type { CSSProperties } from 'react';

interface CornerOrnamentProps {
  /** Width of each corner piece in px; 0 hides them. */
  width: number;
  color: string;
  opacity: number;
}

const base: CSSProperties = { position: 'absolute', pointerEvents: 'none' };

/**
 * Two mirrored corner brackets with a small flourish (top-left and bottom-right), the literary
 * card's frame; the corner-decoration slider sets their width.
 * @param props - width in px (0 hides), colour and opacity
 * @returns the two corner SVGs, or null when hidden
 */
export function CornerOrnament({ width, color, opacity }: CornerOrnamentProps) {
  if (width <= 0) return null;
  const piece = (style: CSSProperties) => (
    <svg style={{ ...base, width, height: width, opacity, ...style }} viewBox="0 0 100 100" aria-hidden>
      <path d="M4 96 V4 H96" fill="none" stroke={color} strokeWidth={3} />
      <path d="M14 86 V14 H86" fill="none" stroke={color} strokeWidth={1.2} />
      <path d="M14 14 C 30 14 36 24 30 32 C 24 38 16 32 22 26" fill="none" stroke={color} strokeWidth={1.6} />
      <circle cx="4" cy="4" r="3.5" fill={color} />
    </svg>
  );
  return (
    <>
      {piece({ top: 10, left: 10 })}
      {piece({ bottom: 10, right: 10, transform: 'rotate(180deg)' })}
    </>
  );
}
