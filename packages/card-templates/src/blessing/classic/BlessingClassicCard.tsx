import type { CSSProperties } from 'react';
import styles from './BlessingClassicCard.module.css';
import { CardCanvas } from '../../parts/fit/CardCanvas';
import { BlessingPattern, blessingPatternZones } from '../../parts/BlessingPattern';
import { blessingBoxStyle, blessingMinScale } from '../../parts/blessing-css-vars';
import { withAlpha } from '../../parts/color';
import { Typeset, displayWrap } from '../../parts/typeset/Typeset';
import type { CardProps } from '../../template';

/** Where the printed bands sit from the card's edges: just inside the double frame. */
const PATTERN_INSET = 22;

/**
 * The classic blessing card: a solid colour, a double frame with a printed band at its top and
 * bottom (祥云 by default, or sun / waves), and the festival, wish and signature between them.
 * @param props - content and style
 * @returns the card element (3:4 unless the style asks for 9:16)
 */
export default function BlessingClassicCard({ content, style }: CardProps<'blessing'>) {
  const pattern = style.patternColor || style.textColor;
  const zones = blessingPatternZones(style.patternType);
  const vars = {
    ...blessingBoxStyle(style, content.blessing),
    '--pattern': pattern,
    // Tints computed in TypeScript, not with color-mix(), so every export library reads them (parts/color.ts).
    '--pattern-frame': withAlpha(pattern, 0.6),
    '--pattern-frame-inner': withAlpha(pattern, 0.3),
    '--radius': `${style.borderRadius}rem`,
    '--zone-top': `${zones.top ? zones.top + PATTERN_INSET : 0}px`,
    '--zone-bottom': `${zones.bottom ? zones.bottom + PATTERN_INSET : 0}px`,
    background: style.backgroundColor,
    color: style.textColor,
  } as CSSProperties;
  return (
    <CardCanvas
      card="blessing/classic"
      width={style.width}
      canvas={style.canvas}
      minScale={blessingMinScale(style)}
      grows
      className={styles.card}
      style={vars}
    >
      <div className={styles.frame} aria-hidden />
      <BlessingPattern type={style.patternType} color={pattern} width={style.width} inset={PATTERN_INSET} />
      {content.festival && (
        <div className={`${styles.festival} ${displayWrap(content.festival)}`}>
          <Typeset text={content.festival} display />
        </div>
      )}
      <div className={styles.divider} aria-hidden>
        <span className={styles.seal} />
      </div>
      <div className={`${styles.blessing} ${displayWrap(content.blessing)}`}>
        <div>
          <Typeset text={content.blessing} display />
        </div>
      </div>
      {(content.signer || content.date) && (
        <div className={styles.footer}>
          {content.signer && (
            <div className={styles.signer}>
              <Typeset text={content.signer} />
            </div>
          )}
          {content.date && <div className={styles.date}>{content.date}</div>}
        </div>
      )}
    </CardCanvas>
  );
}
