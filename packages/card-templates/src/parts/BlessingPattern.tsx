import { useId, type CSSProperties, type ReactElement } from 'react';
import type { BlessingPattern as PatternType } from '@inkcard/card-engine';

interface BlessingPatternProps {
  type: PatternType;
  color: string;
  opacity?: number;
}

const layer: CSSProperties = { position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none' };

// Each tile is drawn in a 80×80 cell and repeated; shapes are stroked so they read as a print.
const TILES: Record<Exclude<PatternType, 'none' | 'sun' | 'wave'>, (c: string) => ReactElement> = {
  cloud: (c) => (
    <path
      d="M14 46 C 14 36 26 32 32 39 C 35 29 52 28 54 39 C 62 35 72 42 67 50 H 18 C 10 50 9 47 14 46 Z M30 45 C 33 40 40 42 38 46"
      fill="none"
      stroke={c}
      strokeWidth={1.6}
      strokeLinejoin="round"
    />
  ),
  leaf: (c) => (
    <g fill="none" stroke={c} strokeWidth={1.5}>
      <path d="M20 60 C 20 35 40 20 62 18 C 62 42 46 60 20 60 Z" />
      <path d="M20 60 L 52 28 M32 48 L 32 38 M42 40 L 48 40" />
    </g>
  ),
  snow: (c) => (
    <g stroke={c} strokeWidth={1.5} strokeLinecap="round" transform="translate(40 40)">
      {[0, 60, 120].map((r) => (
        <g key={r} transform={`rotate(${r})`}>
          <path d="M0 -16 V16 M-5 -12 L0 -7 L5 -12 M-5 12 L0 7 L5 12" fill="none" />
        </g>
      ))}
    </g>
  ),
  rain: (c) => (
    <g stroke={c} strokeWidth={1.6} strokeLinecap="round">
      <path d="M16 10 l-6 14 M46 30 l-6 14 M70 6 l-6 14 M30 54 l-6 14 M62 58 l-6 14" />
    </g>
  ),
  star: (c) => (
    <g fill={c}>
      <path
        transform="translate(24 26) scale(0.9)"
        d="M0 -10 L2.9 -3.1 L9.5 -3.1 L4.3 1.2 L6.2 8.1 L0 4 L-6.2 8.1 L-4.3 1.2 L-9.5 -3.1 L-2.9 -3.1 Z"
      />
      <path transform="translate(60 60) scale(0.5)" d="M0 -10 Q1 -1 10 0 Q1 1 0 10 Q-1 1 -10 0 Q-1 -1 0 -10 Z" />
    </g>
  ),
  flower: (c) => (
    <g transform="translate(40 40)" fill="none" stroke={c} strokeWidth={1.4}>
      {[0, 72, 144, 216, 288].map((r) => (
        <ellipse key={r} cx="0" cy="-9" rx="5.5" ry="9" transform={`rotate(${r})`} />
      ))}
      <circle r="3" fill={c} />
    </g>
  ),
  bamboo: (c) => (
    <g fill="none" stroke={c} strokeWidth={1.6} strokeLinecap="round">
      <path d="M28 0 V80 M24 26 H32 M24 58 H32" />
      <path
        d="M28 26 C 40 20 52 22 60 14 C 48 14 38 18 28 26 Z M28 58 C 18 50 10 50 4 44 C 14 44 22 48 28 58 Z"
        fill={c}
        fillOpacity={0.35}
      />
    </g>
  ),
  mountain: (c) => (
    <g fill="none" stroke={c} strokeWidth={1.5} strokeLinejoin="round">
      <path d="M4 64 L26 32 L38 46 L52 24 L76 64" />
      <path d="M46 34 L52 24 L58 34" />
    </g>
  ),
  river: (c) => (
    <g fill="none" stroke={c} strokeWidth={1.4} strokeLinecap="round">
      <path d="M0 24 C 13 16 27 32 40 24 S 67 16 80 24" />
      <path d="M0 36 C 13 28 27 44 40 36 S 67 28 80 36" />
      <path d="M0 64 C 13 56 27 72 40 64 S 67 56 80 64" />
    </g>
  ),
  moon: (c) => (
    <g fill={c}>
      <path d="M34 16 A 16 16 0 1 0 50 40 A 12 12 0 1 1 34 16 Z" />
      <circle cx="64" cy="62" r="1.8" />
      <circle cx="14" cy="66" r="1.2" />
    </g>
  ),
  wind: (c) => (
    <g fill="none" stroke={c} strokeWidth={1.5} strokeLinecap="round">
      <path d="M6 30 H50 C 60 30 62 18 54 16 C 48 15 46 22 50 24" />
      <path d="M14 48 H62 C 72 48 74 60 66 62 C 60 63 58 56 62 54" />
    </g>
  ),
};

function SunScene({ color }: { color: string }) {
  return (
    <svg
      style={{ position: 'absolute', top: -40, right: -40, width: 200, height: 200, pointerEvents: 'none' }}
      viewBox="0 0 200 200"
      aria-hidden
    >
      <circle cx="100" cy="100" r="38" fill={color} opacity={0.55} />
      {Array.from({ length: 16 }, (_, i) => (
        <line
          key={i}
          x1="100"
          y1="46"
          x2="100"
          y2="22"
          stroke={color}
          strokeWidth={3}
          strokeLinecap="round"
          transform={`rotate(${i * 22.5} 100 100)`}
          opacity={0.6}
        />
      ))}
    </svg>
  );
}

function WaveScene({ color }: { color: string }) {
  return (
    <svg
      style={{ position: 'absolute', left: 0, right: 0, bottom: 0, width: '100%', height: 140, pointerEvents: 'none' }}
      viewBox="0 0 360 140"
      preserveAspectRatio="none"
      aria-hidden
    >
      <path d="M0 60 C 60 30 120 90 180 60 S 300 30 360 60 V140 H0Z" fill={color} opacity={0.18} />
      <path d="M0 84 C 70 56 130 112 200 84 S 320 56 360 86 V140 H0Z" fill={color} opacity={0.26} />
      <path d="M0 108 C 80 86 140 130 220 108 S 330 90 360 110 V140 H0Z" fill={color} opacity={0.38} />
    </svg>
  );
}

/**
 * A blessing card's background: one of the 12 repeating patterns, or the sun and wave scenes.
 * @param props - pattern type, colour and opacity
 * @returns the SVG layer, or null for "none"
 */
export function BlessingPattern({ type, color, opacity = 0.18 }: BlessingPatternProps) {
  const id = useId().replace(/:/g, '');
  if (type === 'none') return null;
  if (type === 'sun' || type === 'wave') {
    const Scene = type === 'sun' ? SunScene : WaveScene;
    return (
      <div style={{ ...layer, opacity: Math.min(1, opacity * 4) }} data-pattern={type}>
        <Scene color={color} />
      </div>
    );
  }
  const tile = TILES[type];
  return (
    <svg style={{ ...layer, opacity }} data-pattern={type} aria-hidden>
      <defs>
        <pattern id={`bp-${id}`} width="80" height="80" patternUnits="userSpaceOnUse" patternTransform="rotate(-8)">
          {tile(color)}
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#bp-${id})`} />
    </svg>
  );
}
