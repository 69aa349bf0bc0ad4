import type { CSSProperties, ReactElement } from 'react';
import type { DecorationTheme } from '@inkcard/card-engine';
import { seededRandom } from './seeded-random';

interface QuoteDecorationProps {
  theme: DecorationTheme;
  color: string;
  opacity: number;
}

/** The heights of the bands a theme draws in, top and bottom; text never enters them. */
export interface DecorationZones {
  top: number;
  bottom: number;
}

type Band = { height: number; draw: (c: string) => ReactElement };
type Theme = { top?: Band; bottom?: Band };

const at = (style: CSSProperties): CSSProperties => ({ position: 'absolute', ...style });

function scatter(seed: number, n: number, height: number, c: string, star = false): ReactElement {
  const rand = seededRandom(seed);
  const starPath = 'M0 -10 L2.9 -3.1 L9.5 -3.1 L4.3 1.2 L6.2 8.1 L0 4 L-6.2 8.1 L-4.3 1.2 L-9.5 -3.1 L-2.9 -3.1 Z';
  const sparkle = 'M0 -10 Q1 -1 10 0 Q1 1 0 10 Q-1 1 -10 0 Q-1 -1 0 -10 Z';
  return (
    <svg
      style={at({ inset: 0, width: '100%', height })}
      viewBox={`0 0 400 ${height}`}
      preserveAspectRatio="none"
      aria-hidden
    >
      {Array.from({ length: n }, (_, i) => {
        const x = 8 + rand() * 384;
        const y = 8 + rand() * (height - 16);
        const s = 0.35 + rand() * 0.55;
        return star ? (
          <path key={i} d={i % 3 ? starPath : sparkle} transform={`translate(${x} ${y}) scale(${s})`} fill={c} />
        ) : (
          <circle key={i} cx={x} cy={y} r={0.8 + rand() * 2.6} fill={c} opacity={0.35 + rand() * 0.6} />
        );
      })}
    </svg>
  );
}

const cloud =
  'M10 40 C 10 25 28 20 36 30 C 40 16 62 14 66 30 C 78 24 92 34 86 46 C 96 50 92 64 78 62 H 20 C 6 62 2 48 10 40 Z M36 44 C 40 36 52 38 50 46 C 48 52 40 50 42 45';
const fret = Array.from({ length: 40 }, (_, i) => `M${i * 16} 14 V2 H${i * 16 + 12} V10 H${i * 16 + 6} V6`).join(' ');
const cube = (x: number, y: number, s: number, c: string, k: number) => (
  <g key={k} transform={`translate(${x} ${y}) scale(${s})`}>
    <path d="M0 10 L17 0 L34 10 L17 20 Z" fill={c} opacity={0.5} />
    <path d="M0 10 V30 L17 40 V20 Z" fill={c} opacity={0.3} />
    <path d="M34 10 V30 L17 40 V20 Z" fill={c} opacity={0.15} />
  </g>
);

// Every theme draws only inside its bands (issue 15: decorations keep off the text). A card
// reserves the bands' heights above and below its text (quoteCssVars sets --zone-top/--zone-bottom).
const THEMES: Record<Exclude<DecorationTheme, 'none'>, Theme> = {
  waves: {
    bottom: {
      height: 72,
      draw: (c) => (
        <svg
          style={at({ inset: 0, width: '100%', height: 72 })}
          viewBox="0 0 400 72"
          preserveAspectRatio="none"
          aria-hidden
        >
          <path d="M0 26 C 60 4 120 46 200 24 S 340 4 400 26 V72 H0Z" fill={c} opacity={0.18} />
          <path d="M0 40 C 70 20 130 62 210 40 S 350 20 400 42 V72 H0Z" fill={c} opacity={0.28} />
          <path d="M0 54 C 80 40 140 72 220 54 S 360 40 400 57 V72 H0Z" fill={c} opacity={0.45} />
        </svg>
      ),
    },
  },
  geometry: {
    top: {
      height: 84,
      draw: (c) => (
        <svg style={at({ top: 10, right: 14, width: 104, height: 70 })} viewBox="0 0 104 70" aria-hidden>
          <polygon points="58,4 100,66 16,66" fill="none" stroke={c} strokeWidth={2} />
          <rect x="66" y="8" width="26" height="26" fill={c} opacity={0.35} transform="rotate(18 79 21)" />
          <circle cx="20" cy="18" r="9" fill={c} opacity={0.5} />
        </svg>
      ),
    },
    bottom: {
      height: 64,
      draw: (c) => (
        <svg style={at({ bottom: 10, left: 14, width: 100, height: 50 })} viewBox="0 0 100 50" aria-hidden>
          <rect x="4" y="8" width="38" height="38" fill="none" stroke={c} strokeWidth={2} />
          <polygon points="52,46 92,46 72,12" fill={c} opacity={0.4} />
        </svg>
      ),
    },
  },
  chinese: {
    top: {
      height: 64,
      draw: (c) => (
        <>
          <svg
            style={at({ top: 10, left: 0, width: '100%', height: 14 })}
            viewBox="0 0 640 14"
            preserveAspectRatio="xMinYMid slice"
            aria-hidden
          >
            <path d={fret} fill="none" stroke={c} strokeWidth={1.4} />
          </svg>
          <svg style={at({ top: 30, right: 16, width: 48, height: 32 })} viewBox="0 0 100 70" aria-hidden>
            <path d={cloud} fill="none" stroke={c} strokeWidth={3} strokeLinejoin="round" />
          </svg>
        </>
      ),
    },
    bottom: {
      height: 64,
      draw: (c) => (
        <>
          <svg
            style={at({ bottom: 10, left: 0, width: '100%', height: 14, transform: 'scaleY(-1)' })}
            viewBox="0 0 640 14"
            preserveAspectRatio="xMinYMid slice"
            aria-hidden
          >
            <path d={fret} fill="none" stroke={c} strokeWidth={1.4} />
          </svg>
          <svg
            style={at({ bottom: 30, left: 16, width: 48, height: 32, transform: 'scaleX(-1)' })}
            viewBox="0 0 100 70"
            aria-hidden
          >
            <path d={cloud} fill={c} opacity={0.4} />
          </svg>
        </>
      ),
    },
  },
  ribbons: {
    top: {
      height: 92,
      draw: (c) => (
        <svg style={at({ top: 0, right: 0, width: 150, height: 92 })} viewBox="0 0 150 92" aria-hidden>
          <path d="M40 0 H78 L150 72 V92 H132 Z" fill={c} opacity={0.55} />
          <path d="M96 0 H114 L150 36 V54 Z" fill={c} opacity={0.3} />
        </svg>
      ),
    },
    bottom: {
      height: 76,
      draw: (c) => (
        <svg style={at({ bottom: 0, left: 0, width: 130, height: 76 })} viewBox="0 0 130 76" aria-hidden>
          <path d="M0 10 L66 76 H32 L0 44 Z" fill={c} opacity={0.4} />
        </svg>
      ),
    },
  },
  particles: {
    top: { height: 60, draw: (c) => scatter(7, 26, 60, c) },
    bottom: { height: 60, draw: (c) => scatter(11, 26, 60, c) },
  },
  circles: {
    top: {
      height: 64,
      draw: (c) => (
        <svg style={at({ top: 0, right: 0, width: 160, height: 64 })} viewBox="0 0 160 64" aria-hidden>
          {[14, 28, 42, 56].map((r) => (
            <circle key={r} cx="142" cy="2" r={r} fill="none" stroke={c} strokeWidth={1.5} opacity={1 - r / 76} />
          ))}
        </svg>
      ),
    },
    bottom: {
      height: 56,
      draw: (c) => (
        <svg
          style={at({ bottom: 0, left: 0, width: 150, height: 56 })}
          viewBox="0 0 150 64"
          preserveAspectRatio="xMinYMax meet"
          aria-hidden
        >
          <circle cx="22" cy="84" r="76" fill={c} opacity={0.16} />
          <circle cx="22" cy="84" r="44" fill={c} opacity={0.2} />
        </svg>
      ),
    },
  },
  math: {
    top: {
      height: 60,
      draw: (c) => (
        <svg
          style={at({ inset: 0, width: '100%', height: 60 })}
          viewBox="0 0 400 60"
          preserveAspectRatio="xMidYMid meet"
          aria-hidden
        >
          <g fill={c} fontFamily="'Noto Serif SC', serif" fontStyle="italic">
            <text x="40" y="44" fontSize="30">
              π
            </text>
            <text x="330" y="40" fontSize="26">
              ∑
            </text>
            <text x="200" y="30" fontSize="16">
              e^iπ
            </text>
          </g>
        </svg>
      ),
    },
    bottom: {
      height: 60,
      draw: (c) => (
        <svg
          style={at({ inset: 0, width: '100%', height: 60 })}
          viewBox="0 0 400 60"
          preserveAspectRatio="xMidYMid meet"
          aria-hidden
        >
          <g fill={c} fontFamily="'Noto Serif SC', serif" fontStyle="italic">
            <text x="30" y="40" fontSize="20">
              √x
            </text>
            <text x="230" y="44" fontSize="22">
              ∞
            </text>
            <text x="350" y="46" fontSize="32">
              ∫
            </text>
          </g>
        </svg>
      ),
    },
  },
  geoLines: {
    top: {
      height: 92,
      draw: (c) => {
        const rand = seededRandom(21);
        const nodes = Array.from({ length: 9 }, () => ({ x: 8 + rand() * 160, y: 6 + rand() * 80 }));
        return (
          <svg style={at({ top: 0, right: 0, width: 176, height: 92 })} viewBox="0 0 176 92" aria-hidden>
            {nodes.map((a, i) =>
              nodes
                .slice(i + 1, i + 3)
                .map((b, j) => (
                  <line
                    key={`${i}-${j}`}
                    x1={a.x}
                    y1={a.y}
                    x2={b.x}
                    y2={b.y}
                    stroke={c}
                    strokeWidth={1}
                    opacity={0.7}
                  />
                )),
            )}
            {nodes.map((n, i) => (
              <circle key={i} cx={n.x} cy={n.y} r={2.6} fill={c} />
            ))}
          </svg>
        );
      },
    },
  },
  cubes: {
    top: {
      height: 84,
      draw: (c) => (
        <svg style={at({ top: 8, right: 14, width: 120, height: 72 })} viewBox="0 0 120 72" aria-hidden>
          {[cube(62, 2, 1.2, c, 1), cube(22, 24, 0.9, c, 2), cube(92, 40, 0.7, c, 3)]}
        </svg>
      ),
    },
    bottom: {
      height: 64,
      draw: (c) => (
        <svg style={at({ bottom: 8, left: 14, width: 80, height: 52 })} viewBox="0 0 80 52" aria-hidden>
          {[cube(4, 4, 1.1, c, 4), cube(46, 20, 0.7, c, 5)]}
        </svg>
      ),
    },
  },
  stars: {
    top: { height: 56, draw: (c) => scatter(3, 9, 56, c, true) },
    bottom: { height: 56, draw: (c) => scatter(5, 9, 56, c, true) },
  },
  artsy: {
    top: {
      height: 92,
      draw: (c) => (
        <svg style={at({ top: 0, right: 0, width: 180, height: 92 })} viewBox="0 0 180 92" aria-hidden>
          <path
            d="M60 -20 C 110 -40 190 -20 180 40 C 172 90 110 100 80 80 C 40 56 14 -2 60 -20 Z"
            fill={c}
            opacity={0.22}
          />
          <path d="M36 60 C 66 24 112 84 152 44" fill="none" stroke={c} strokeWidth={3} strokeLinecap="round" />
        </svg>
      ),
    },
    bottom: {
      height: 76,
      draw: (c) => (
        <svg style={at({ bottom: 0, left: 0, width: 170, height: 76 })} viewBox="0 0 170 76" aria-hidden>
          <path d="M30 30 C 70 -6 150 20 140 64 C 134 96 60 100 30 84 C 0 66 0 50 30 30 Z" fill={c} opacity={0.16} />
          <circle cx="128" cy="22" r="7" fill={c} opacity={0.6} />
          <path d="M16 16 l10 10 m0 -10 l-10 10" stroke={c} strokeWidth={2.5} strokeLinecap="round" />
        </svg>
      ),
    },
  },
};

/**
 * The bands a decoration theme draws in, which a card keeps its text out of.
 * @param theme - the decoration theme
 * @returns the top and bottom band heights in CSS px (0 where it draws nothing)
 */
export function quoteDecorationZones(theme: DecorationTheme): DecorationZones {
  if (theme === 'none') return { top: 0, bottom: 0 };
  const t = THEMES[theme];
  return { top: t.top?.height ?? 0, bottom: t.bottom?.height ?? 0 };
}

/**
 * The card's decoration for one of the 12 themes: SVG drawn only inside its top and bottom bands,
 * each band a declared zone (`data-zone`) that the card's text never enters.
 * @param props - theme, stroke/fill colour and opacity
 * @returns the bands, or null for "none"
 */
export function QuoteDecoration({ theme, color, opacity }: QuoteDecorationProps) {
  if (theme === 'none') return null;
  const t = THEMES[theme];
  const band = (edge: 'top' | 'bottom', b: Band | undefined) =>
    b && (
      <div
        data-zone={`decoration-${edge}`}
        style={at({
          left: 0,
          right: 0,
          [edge]: 0,
          height: b.height,
          overflow: 'hidden',
          pointerEvents: 'none',
          opacity,
        })}
      >
        {b.draw(color)}
      </div>
    );
  return (
    <div data-decoration={theme} style={at({ inset: 0, pointerEvents: 'none' })} aria-hidden>
      {band('top', t.top)}
      {band('bottom', t.bottom)}
    </div>
  );
}
