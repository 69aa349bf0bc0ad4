import type { CSSProperties, ReactElement } from 'react';
import type { BlessingPattern as PatternType } from '@inkcard/card-engine';

interface BlessingPatternProps {
  type: PatternType;
  color: string;
  /** The card's width in px: the strips hold whole motifs, evenly spaced. */
  width: number;
  /** Distance of the bands from the card's edges, in px (inside the frame). */
  inset: number;
  opacity?: number;
}

/** Height of the printed strips at the top and bottom of a classic card. */
const STRIP = 40;

/**
 * A spiral that curls inwards, as polyline points: the stroke of a 祥云 lobe.
 * @returns an SVG path
 */
function curl(cx: number, cy: number, r0: number, r1: number, startDeg: number, turns: number, dir: 1 | -1): string {
  const n = Math.ceil(turns * 36);
  const points: string[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const a = (startDeg * Math.PI) / 180 + dir * t * turns * 2 * Math.PI;
    const r = r0 + (r1 - r0) * Math.pow(t, 0.85);
    points.push(`${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}`);
  }
  return `M${points.join(' L')}`;
}

/**
 * 祥云, the auspicious cloud (issue 15: not a Western cartoon cloud): three lobes that curl
 * inwards, the outer two facing each other, standing on a flowing base that trails off into a
 * small curl. Drawn in a 100 × 44 box.
 */
const XIANGYUN = [
  curl(19, 27, 10, 1.8, 90, 1.4, 1),
  curl(38, 20, 12, 2.2, 160, 1.3, 1),
  curl(58, 25, 12, 2.2, 90, 1.4, -1),
  'M19 37 C 30 37 46 37 58 37 C 70 37 78 39 86 35 C 93 31 95 24 90 22 C 86 21 84 26 88 28',
].join(' ');

type Tile = { width: number; height: number; draw: (c: string) => ReactElement };

// Each print is one tile repeated along a strip; strokes rather than fills so it reads as a print.
const TILES: Record<Exclude<PatternType, 'none' | 'sun' | 'wave'>, Tile> = {
  cloud: {
    width: 150,
    height: 40,
    draw: (c) => (
      <g fill="none" stroke={c} strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
        <path d={XIANGYUN} transform="translate(2 -4) scale(0.78)" />
        <path d={XIANGYUN} transform="translate(148 2) scale(-0.6 0.6)" />
      </g>
    ),
  },
  leaf: {
    width: 44,
    height: 40,
    draw: (c) => (
      <g fill="none" stroke={c} strokeWidth={1.4} transform="translate(4 2) scale(0.5)">
        <path d="M20 60 C 20 35 40 20 62 18 C 62 42 46 60 20 60 Z" />
        <path d="M20 60 L 52 28 M32 48 L 32 38 M42 40 L 48 40" />
      </g>
    ),
  },
  snow: {
    width: 40,
    height: 40,
    draw: (c) => (
      <g stroke={c} strokeWidth={1.4} strokeLinecap="round" transform="translate(20 20) scale(0.8)">
        {[0, 60, 120].map((r) => (
          <path key={r} transform={`rotate(${r})`} d="M0 -16 V16 M-5 -12 L0 -7 L5 -12 M-5 12 L0 7 L5 12" fill="none" />
        ))}
      </g>
    ),
  },
  rain: {
    width: 36,
    height: 40,
    draw: (c) => <path d="M12 6 l-5 12 M28 20 l-5 12" stroke={c} strokeWidth={1.6} strokeLinecap="round" />,
  },
  star: {
    width: 44,
    height: 40,
    draw: (c) => (
      <g fill={c}>
        <path
          transform="translate(14 16) scale(0.8)"
          d="M0 -10 L2.9 -3.1 L9.5 -3.1 L4.3 1.2 L6.2 8.1 L0 4 L-6.2 8.1 L-4.3 1.2 L-9.5 -3.1 L-2.9 -3.1 Z"
        />
        <path transform="translate(34 28) scale(0.45)" d="M0 -10 Q1 -1 10 0 Q1 1 0 10 Q-1 1 -10 0 Q-1 -1 0 -10 Z" />
      </g>
    ),
  },
  flower: {
    width: 44,
    height: 40,
    draw: (c) => (
      <g transform="translate(22 20) scale(0.75)" fill="none" stroke={c} strokeWidth={1.6}>
        {[0, 72, 144, 216, 288].map((r) => (
          <ellipse key={r} cx="0" cy="-9" rx="5.5" ry="9" transform={`rotate(${r})`} />
        ))}
        <circle r="3" fill={c} />
      </g>
    ),
  },
  bamboo: {
    width: 44,
    height: 40,
    draw: (c) => (
      <g fill="none" stroke={c} strokeWidth={1.5} strokeLinecap="round">
        <path d="M12 0 V40 M9 14 H15" />
        <path d="M12 14 C 22 9 30 10 38 4 C 28 4 20 7 12 14 Z" fill={c} fillOpacity={0.35} />
      </g>
    ),
  },
  mountain: {
    width: 64,
    height: 40,
    draw: (c) => (
      <g fill="none" stroke={c} strokeWidth={1.5} strokeLinejoin="round">
        <path d="M2 34 L20 12 L30 22 L42 6 L62 34" />
        <path d="M37 13 L42 6 L47 13" />
      </g>
    ),
  },
  river: {
    width: 80,
    height: 40,
    draw: (c) => (
      <g fill="none" stroke={c} strokeWidth={1.4} strokeLinecap="round">
        <path d="M0 14 C 13 6 27 22 40 14 S 67 6 80 14" />
        <path d="M0 26 C 13 18 27 34 40 26 S 67 18 80 26" />
      </g>
    ),
  },
  moon: {
    width: 52,
    height: 40,
    draw: (c) => (
      <g fill={c}>
        <path d="M22 8 A 12 12 0 1 0 34 26 A 9 9 0 1 1 22 8 Z" />
        <circle cx="44" cy="10" r="1.5" />
        <circle cx="6" cy="32" r="1.1" />
      </g>
    ),
  },
  wind: {
    width: 72,
    height: 40,
    draw: (c) => (
      <g fill="none" stroke={c} strokeWidth={1.5} strokeLinecap="round">
        <path d="M4 14 H44 C 52 14 54 4 47 3 C 42 2 40 8 44 10" />
        <path d="M20 28 H62 C 70 28 72 38 65 39 C 60 40 58 34 62 32" />
      </g>
    ),
  },
};

const SCENE_HEIGHT = 72;

/** The rising sun: a half disc with rays, in the top band. */
function Sun({ color }: { color: string }) {
  return (
    <svg
      style={{ position: 'absolute', inset: 0, width: '100%', height: SCENE_HEIGHT }}
      viewBox="0 0 320 72"
      preserveAspectRatio="xMidYMin meet"
      aria-hidden
    >
      <circle cx="160" cy="0" r="30" fill={color} opacity={0.55} />
      {Array.from({ length: 9 }, (_, i) => (
        <line
          key={i}
          x1="160"
          y1="40"
          x2="160"
          y2="60"
          stroke={color}
          strokeWidth={3}
          strokeLinecap="round"
          transform={`rotate(${-80 + i * 20} 160 0)`}
          opacity={0.6}
        />
      ))}
    </svg>
  );
}

/** Three waves in the bottom band. */
function Wave({ color }: { color: string }) {
  return (
    <svg
      style={{ position: 'absolute', inset: 0, width: '100%', height: SCENE_HEIGHT }}
      viewBox="0 0 360 72"
      preserveAspectRatio="none"
      aria-hidden
    >
      <path d="M0 24 C 60 4 120 44 180 24 S 300 4 360 24 V72 H0Z" fill={color} opacity={0.18} />
      <path d="M0 40 C 70 20 130 60 200 40 S 320 20 360 42 V72 H0Z" fill={color} opacity={0.26} />
      <path d="M0 56 C 80 40 140 72 220 56 S 330 44 360 58 V72 H0Z" fill={color} opacity={0.38} />
    </svg>
  );
}

/**
 * The bands a blessing pattern occupies, measured from the card's edge past `inset`; the card
 * keeps its text out of them.
 * @param type - the pattern
 * @returns the top and bottom band heights in px (0 where nothing is drawn)
 */
export function blessingPatternZones(type: PatternType): { top: number; bottom: number } {
  if (type === 'none') return { top: 0, bottom: 0 };
  if (type === 'sun') return { top: SCENE_HEIGHT, bottom: 0 };
  if (type === 'wave') return { top: 0, bottom: SCENE_HEIGHT };
  return { top: STRIP, bottom: STRIP };
}

/**
 * A classic blessing card's print: one of the 12 patterns as a strip along the top and bottom,
 * or the sun (top) and waves (bottom); each band is a declared zone (`data-zone`) no text enters.
 * @param props - pattern type, colour, inset from the card's edges and opacity
 * @returns the bands, or null for "none"
 */
export function BlessingPattern({ type, color, width, inset, opacity = 0.55 }: BlessingPatternProps) {
  if (type === 'none') return null;
  const zones = blessingPatternZones(type);
  const band = (edge: 'top' | 'bottom', height: number, child: ReactElement) => {
    const style: CSSProperties = {
      position: 'absolute',
      left: inset,
      right: inset,
      [edge]: inset,
      height,
      overflow: 'hidden',
      pointerEvents: 'none',
      opacity,
    };
    return (
      <div data-zone={`pattern-${edge}`} style={style}>
        {child}
      </div>
    );
  };
  if (type === 'sun') return <div data-pattern="sun">{band('top', zones.top, <Sun color={color} />)}</div>;
  if (type === 'wave') return <div data-pattern="wave">{band('bottom', zones.bottom, <Wave color={color} />)}</div>;
  const tile = TILES[type];
  // Whole motifs only, spread evenly along the strip (a motif cut at the frame looks like a misprint).
  const span = Math.max(tile.width, width - 2 * inset);
  const count = Math.max(1, Math.floor(span / tile.width));
  const gap = (span - count * tile.width) / count;
  const strip = (edge: 'top' | 'bottom') => (
    <svg style={{ display: 'block', width: '100%', height: STRIP }} viewBox={`0 0 ${span} ${STRIP}`} aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        <g
          key={i}
          transform={`translate(${gap / 2 + i * (tile.width + gap)} ${(STRIP - tile.height) / 2})${edge === 'bottom' ? ` scale(-1 1) translate(${-tile.width} 0)` : ''}`}
        >
          {tile.draw(color)}
        </g>
      ))}
    </svg>
  );
  return (
    <div data-pattern={type}>
      {band('top', STRIP, strip('top'))}
      {band('bottom', STRIP, strip('bottom'))}
    </div>
  );
}
