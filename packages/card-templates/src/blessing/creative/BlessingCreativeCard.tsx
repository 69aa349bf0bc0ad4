import type { CSSProperties } from 'react';
import { BLESSING_COLOR_SCHEMES, type BlessingColorScheme } from '@inkcard/card-engine';
import styles from './BlessingCreativeCard.module.css';
import { CardCanvas } from '../../parts/fit/CardCanvas';
import { BlessingIconGlyph } from '../../parts/BlessingIconGlyph';
import { blessingBoxStyle, blessingMinScale } from '../../parts/blessing-css-vars';
import { mixHex, withAlpha } from '../../parts/color';
import { seededRandom } from '../../parts/seeded-random';
import { Typeset, displayWrap } from '../../parts/typeset/Typeset';
import type { CardProps } from '../../template';

/** The decoration bands at the top and bottom edge, in px; the text stays between them. */
const TOP_BAND = 88;
const BOTTOM_BAND = 52;

function Confetti({ seed, height, color }: { seed: number; height: number; color: string }) {
  const rand = seededRandom(seed);
  return (
    <svg className={styles.confetti} viewBox={`0 0 360 ${height}`} preserveAspectRatio="xMidYMid slice" aria-hidden>
      {Array.from({ length: 12 }, (_, i) => {
        const x = 10 + rand() * 340;
        const y = 8 + rand() * (height - 16);
        return i % 3 === 0 ? (
          <rect
            key={i}
            x={x}
            y={y}
            width="6"
            height="2.5"
            rx="1.2"
            fill={color}
            transform={`rotate(${rand() * 180} ${x} ${y})`}
          />
        ) : (
          <circle key={i} cx={x} cy={y} r={1.2 + rand() * 2} fill={color} opacity={0.5 + rand() * 0.5} />
        );
      })}
    </svg>
  );
}

/**
 * The creative blessing card: one of nine colour schemes (light, deep and a real night scheme),
 * soft shapes and confetti in bands at the top and bottom edge, an icon badge, the festival in the
 * scheme's accent and a signature pill.
 * @param props - content and style (colours come from style.colorScheme)
 * @returns the card element (3:4 unless the style asks for 9:16)
 */
export default function BlessingCreativeCard({ content, style }: CardProps<'blessing'>) {
  const scheme: BlessingColorScheme =
    BLESSING_COLOR_SCHEMES.find((s) => s.id === style.colorScheme) ?? BLESSING_COLOR_SCHEMES[0];
  const end = scheme.backgroundEnd ?? scheme.background;
  const vars = {
    ...blessingBoxStyle(style, content.blessing),
    '--bg': scheme.background,
    '--accent': scheme.accent,
    '--light': scheme.lightAccent,
    // Tints computed in TypeScript, not with color-mix(), so every export library reads them (parts/color.ts).
    '--accent-dash': withAlpha(scheme.accent, 0.55),
    '--accent-glow': withAlpha(scheme.isDark ? '#000000' : scheme.accent, 0.35),
    '--pill': scheme.isDark ? withAlpha('#ffffff', 0.12) : mixHex(scheme.background, '#ffffff', 0.75),
    '--pill-ring': withAlpha(scheme.text, 0.1),
    '--zone-top': `${TOP_BAND}px`,
    '--zone-bottom': `${BOTTOM_BAND}px`,
    backgroundImage: `linear-gradient(160deg, ${scheme.background}, ${end})`,
    backgroundColor: scheme.background,
    color: scheme.text,
  } as CSSProperties;
  return (
    <CardCanvas
      card="blessing/creative"
      width={style.width}
      canvas={style.canvas}
      minScale={blessingMinScale(style)}
      grows
      className={styles.card}
      style={vars}
      data={{ 'data-scheme': scheme.id }}
    >
      <div className={styles.bandTop} data-zone="decoration-top" aria-hidden>
        <span className={styles.sun} />
        <span className={styles.ring} />
        <Confetti seed={5} height={TOP_BAND} color={scheme.accent} />
      </div>
      <div className={styles.bandBottom} data-zone="decoration-bottom" aria-hidden>
        <span className={styles.hill} />
        <Confetti seed={9} height={BOTTOM_BAND} color={scheme.accent} />
      </div>
      <div className={styles.badge} aria-hidden>
        <BlessingIconGlyph icon={content.icon} color={scheme.isDark ? end : '#ffffff'} size={34} />
      </div>
      {content.festival && (
        <div className={`${styles.festival} ${displayWrap(content.festival)}`}>
          <Typeset text={content.festival} display />
        </div>
      )}
      <div className={`${styles.blessing} ${displayWrap(content.blessing)}`}>
        <div>
          <Typeset text={content.blessing} display />
        </div>
      </div>
      {(content.signer || content.date) && (
        <div className={styles.footer}>
          {content.signer && (
            <span className={styles.signer}>
              <Typeset text={content.signer} />
            </span>
          )}
          {content.signer && content.date && <span className={styles.sep} />}
          {content.date && <span className={styles.date}>{content.date}</span>}
        </div>
      )}
    </CardCanvas>
  );
}
