import type { CSSProperties, ReactElement } from 'react';
import type { DecorationTheme } from '@inkcard/card-engine';
import { seededRandom } from './seeded-random';

interface QuoteDecorationProps {
  theme: DecorationTheme;
  color: string;
  opacity: number;
}

const layer: CSSProperties = { position: 'absolute', inset: 0, pointerEvents: 'none', overflow: 'hidden' };
const at = (style: CSSProperties): CSSProperties => ({ position: 'absolute', ...style });

function Waves({ color }: { color: string }) {
  return (
    <svg
      style={at({ left: 0, right: 0, bottom: 0, width: '100%', height: 90 })}
      viewBox="0 0 400 90"
      preserveAspectRatio="none"
      aria-hidden
    >
      <path d="M0 40 C 60 10 120 70 200 40 S 340 10 400 40 V90 H0Z" fill={color} opacity={0.18} />
      <path d="M0 55 C 70 30 130 85 210 55 S 350 30 400 58 V90 H0Z" fill={color} opacity={0.28} />
      <path d="M0 72 C 80 55 140 95 220 72 S 360 55 400 75 V90 H0Z" fill={color} opacity={0.45} />
    </svg>
  );
}

function Geometry({ color }: { color: string }) {
  return (
    <>
      <svg style={at({ top: 12, right: 12, width: 120, height: 120 })} viewBox="0 0 120 120" aria-hidden>
        <polygon points="60,8 112,98 8,98" fill="none" stroke={color} strokeWidth={2} />
        <rect x="70" y="14" width="34" height="34" fill={color} opacity={0.35} transform="rotate(18 87 31)" />
        <circle cx="30" cy="30" r="10" fill={color} opacity={0.5} />
      </svg>
      <svg style={at({ bottom: 14, left: 14, width: 110, height: 90 })} viewBox="0 0 110 90" aria-hidden>
        <rect x="6" y="30" width="50" height="50" fill="none" stroke={color} strokeWidth={2} />
        <polygon points="60,80 100,80 80,45" fill={color} opacity={0.4} />
      </svg>
    </>
  );
}

function ChineseStyle({ color }: { color: string }) {
  const cloud =
    'M10 40 C 10 25 28 20 36 30 C 40 16 62 14 66 30 C 78 24 92 34 86 46 C 96 50 92 64 78 62 H 20 C 6 62 2 48 10 40 Z M36 44 C 40 36 52 38 50 46 C 48 52 40 50 42 45';
  const fret = Array.from({ length: 30 }, (_, i) => `M${i * 16} 14 V2 H${i * 16 + 12} V10 H${i * 16 + 6} V6`).join(' ');
  return (
    <>
      <svg
        style={at({ top: 10, left: 0, right: 0, height: 14, width: '100%' })}
        viewBox="0 0 480 14"
        preserveAspectRatio="xMidYMid slice"
        aria-hidden
      >
        <path d={fret} fill="none" stroke={color} strokeWidth={1.4} />
      </svg>
      <svg
        style={at({ bottom: 10, left: 0, right: 0, height: 14, width: '100%', transform: 'scaleY(-1)' })}
        viewBox="0 0 480 14"
        preserveAspectRatio="xMidYMid slice"
        aria-hidden
      >
        <path d={fret} fill="none" stroke={color} strokeWidth={1.4} />
      </svg>
      <svg style={at({ top: 34, right: 14, width: 96, height: 70 })} viewBox="0 0 100 70" aria-hidden>
        <path d={cloud} fill="none" stroke={color} strokeWidth={2} strokeLinejoin="round" />
      </svg>
      <svg
        style={at({ bottom: 34, left: 14, width: 72, height: 52, transform: 'scaleX(-1)' })}
        viewBox="0 0 100 70"
        aria-hidden
      >
        <path d={cloud} fill={color} opacity={0.35} />
      </svg>
    </>
  );
}

function Ribbons({ color }: { color: string }) {
  return (
    <>
      <svg style={at({ top: 0, right: 0, width: 170, height: 170 })} viewBox="0 0 170 170" aria-hidden>
        <path d="M60 0 H100 L170 70 V110 Z" fill={color} opacity={0.55} />
        <path d="M115 0 H135 L170 35 V55 Z" fill={color} opacity={0.3} />
      </svg>
      <svg style={at({ bottom: 0, left: 0, width: 170, height: 170 })} viewBox="0 0 170 170" aria-hidden>
        <path d="M0 60 L110 170 H70 L0 100 Z" fill={color} opacity={0.4} />
      </svg>
    </>
  );
}

function Particles({ color }: { color: string }) {
  const rand = seededRandom(7);
  const dots = Array.from({ length: 46 }, () => ({
    x: rand() * 100,
    y: rand() * 100,
    r: 0.6 + rand() * 2.4,
    o: 0.25 + rand() * 0.6,
  }));
  return (
    <svg
      style={at({ inset: 0, width: '100%', height: '100%' })}
      viewBox="0 0 100 100"
      preserveAspectRatio="none"
      aria-hidden
    >
      {dots.map((d, i) => (
        <ellipse key={i} cx={d.x} cy={d.y} rx={d.r * 0.45} ry={d.r * 0.36} fill={color} opacity={d.o} />
      ))}
    </svg>
  );
}

function Circles({ color }: { color: string }) {
  return (
    <>
      <svg style={at({ top: -40, right: -40, width: 190, height: 190 })} viewBox="0 0 190 190" aria-hidden>
        {[30, 50, 70, 90].map((r) => (
          <circle key={r} cx="95" cy="95" r={r} fill="none" stroke={color} strokeWidth={1.5} opacity={1 - r / 120} />
        ))}
      </svg>
      <svg style={at({ bottom: -50, left: -50, width: 160, height: 160 })} viewBox="0 0 160 160" aria-hidden>
        <circle cx="80" cy="80" r="70" fill={color} opacity={0.18} />
        <circle cx="80" cy="80" r="40" fill={color} opacity={0.22} />
      </svg>
    </>
  );
}

function MathSymbols({ color }: { color: string }) {
  const items = [
    { s: 'π', x: 18, y: 40, z: 30 },
    { s: '∑', x: 84, y: 16, z: 26 },
    { s: '∫', x: 90, y: 80, z: 34 },
    { s: '√x', x: 8, y: 88, z: 20 },
    { s: '∞', x: 60, y: 94, z: 22 },
    { s: 'e^{iπ}', x: 70, y: 50, z: 0 },
  ].filter((i) => i.z > 0);
  return (
    <div style={layer} aria-hidden>
      {items.map((i) => (
        <span
          key={i.s}
          style={at({
            left: `${i.x}%`,
            top: `${i.y}%`,
            transform: 'translate(-50%, -50%)',
            fontSize: i.z,
            color,
            fontFamily: "'Noto Serif SC', serif",
            fontStyle: 'italic',
            lineHeight: 1,
          })}
        >
          {i.s}
        </span>
      ))}
    </div>
  );
}

function GeoLines({ color }: { color: string }) {
  const rand = seededRandom(21);
  const nodes = Array.from({ length: 9 }, () => ({ x: 10 + rand() * 150, y: 10 + rand() * 150 }));
  return (
    <svg style={at({ top: 0, right: 0, width: 180, height: 180 })} viewBox="0 0 180 180" aria-hidden>
      {nodes.map((a, i) =>
        nodes
          .slice(i + 1, i + 3)
          .map((b, j) => (
            <line key={`${i}-${j}`} x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke={color} strokeWidth={1} opacity={0.7} />
          )),
      )}
      {nodes.map((n, i) => (
        <circle key={i} cx={n.x} cy={n.y} r={2.6} fill={color} />
      ))}
    </svg>
  );
}

function Cubes({ color }: { color: string }) {
  const cube = (x: number, y: number, s: number, k: number) => (
    <g key={k} transform={`translate(${x} ${y}) scale(${s})`}>
      <path d="M0 10 L17 0 L34 10 L17 20 Z" fill={color} opacity={0.5} />
      <path d="M0 10 V30 L17 40 V20 Z" fill={color} opacity={0.3} />
      <path d="M34 10 V30 L17 40 V20 Z" fill={color} opacity={0.15} />
    </g>
  );
  return (
    <>
      <svg style={at({ top: 14, right: 14, width: 120, height: 100 })} viewBox="0 0 120 100" aria-hidden>
        {[cube(60, 4, 1.4, 1), cube(20, 36, 1, 2), cube(84, 58, 0.8, 3)]}
      </svg>
      <svg style={at({ bottom: 14, left: 14, width: 80, height: 70 })} viewBox="0 0 80 70" aria-hidden>
        {[cube(4, 10, 1.2, 4), cube(46, 30, 0.7, 5)]}
      </svg>
    </>
  );
}

function Stars({ color }: { color: string }) {
  const star = 'M0 -10 L2.9 -3.1 L9.5 -3.1 L4.3 1.2 L6.2 8.1 L0 4 L-6.2 8.1 L-4.3 1.2 L-9.5 -3.1 L-2.9 -3.1 Z';
  const sparkle = 'M0 -10 Q1 -1 10 0 Q1 1 0 10 Q-1 1 -10 0 Q-1 -1 0 -10 Z';
  const rand = seededRandom(3);
  const items = Array.from({ length: 14 }, (_, i) => ({
    x: rand() * 100,
    y: i % 2 ? rand() * 22 : 78 + rand() * 20,
    s: 0.4 + rand() * 0.9,
    sp: i % 3 === 0,
  }));
  return (
    <div style={layer} aria-hidden>
      {items.map((i, k) => (
        <svg
          key={k}
          style={at({ left: `${i.x}%`, top: `${i.y}%`, width: 24 * i.s, height: 24 * i.s })}
          viewBox="-12 -12 24 24"
        >
          <path d={i.sp ? sparkle : star} fill={color} />
        </svg>
      ))}
    </div>
  );
}

function Artsy({ color }: { color: string }) {
  return (
    <>
      <svg style={at({ top: -30, right: -30, width: 200, height: 180 })} viewBox="0 0 200 180" aria-hidden>
        <path
          d="M60 20 C 110 -10 190 10 185 70 C 180 130 120 170 80 140 C 40 110 10 50 60 20 Z"
          fill={color}
          opacity={0.22}
        />
        <path d="M40 100 C 70 60 120 120 160 80" fill="none" stroke={color} strokeWidth={3} strokeLinecap="round" />
      </svg>
      <svg style={at({ bottom: -20, left: -20, width: 170, height: 140 })} viewBox="0 0 170 140" aria-hidden>
        <path d="M30 40 C 70 0 150 30 140 80 C 130 130 60 140 30 110 C 0 80 0 60 30 40 Z" fill={color} opacity={0.16} />
        <circle cx="120" cy="40" r="8" fill={color} opacity={0.6} />
        <path d="M20 20 l10 10 m0 -10 l-10 10" stroke={color} strokeWidth={2.5} strokeLinecap="round" />
      </svg>
    </>
  );
}

const THEMES: Record<Exclude<DecorationTheme, 'none'>, (p: { color: string }) => ReactElement> = {
  waves: Waves,
  geometry: Geometry,
  chinese: ChineseStyle,
  ribbons: Ribbons,
  particles: Particles,
  circles: Circles,
  math: MathSymbols,
  geoLines: GeoLines,
  cubes: Cubes,
  stars: Stars,
  artsy: Artsy,
};

/**
 * The card's background decoration for one of the 12 themes, drawn as SVG behind the text.
 * @param props - theme, stroke/fill colour and opacity
 * @returns the decoration layer, or null for "none"
 */
export function QuoteDecoration({ theme, color, opacity }: QuoteDecorationProps) {
  if (theme === 'none') return null;
  const Theme = THEMES[theme];
  return (
    <div style={{ ...layer, opacity }} data-decoration={theme}>
      <Theme color={color} />
    </div>
  );
}
