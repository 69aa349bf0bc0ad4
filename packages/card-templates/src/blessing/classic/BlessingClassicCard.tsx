import type { CSSProperties } from 'react';
import base from '../../parts/card-base.module.css';
import styles from './BlessingClassicCard.module.css';
import { BlessingPattern } from '../../parts/BlessingPattern';
import { blessingBoxStyle } from '../../parts/blessing-css-vars';
import { withAlpha } from '../../parts/color';
import type { CardProps } from '../../template';

/**
 * The classic blessing card: a solid colour, a repeating print (or sun / wave), a double frame,
 * and the festival, wish and signature stacked in the centre.
 * @param props - content and style
 * @returns the 9:16 card element
 */
export function BlessingClassicCard({ content, style }: CardProps<'blessing'>) {
  const pattern = style.patternColor || style.textColor;
  const vars = {
    ...blessingBoxStyle(style),
    '--pattern': pattern,
    // Tints computed in TypeScript, not with color-mix(), so every export library reads them (parts/color.ts).
    '--pattern-frame': withAlpha(pattern, 0.55),
    '--pattern-frame-inner': withAlpha(pattern, 0.25),
    '--radius': `${style.borderRadius}rem`,
    background: style.backgroundColor,
    color: style.textColor,
  } as CSSProperties;
  return (
    <div className={`${base.card} ${styles.card}`} style={vars} data-card="blessing/classic">
      <BlessingPattern type={style.patternType} color={pattern} />
      <div className={styles.frame} />
      <div className={styles.body}>
        {content.festival && <div className={styles.festival}>{content.festival}</div>}
        <div className={styles.divider} aria-hidden>
          <span className={styles.seal} />
        </div>
        <div className={styles.blessing}>{content.blessing}</div>
        {(content.signer || content.date) && (
          <div className={styles.footer}>
            {content.signer && <div className={styles.signer}>{content.signer}</div>}
            {content.date && <div className={styles.date}>{content.date}</div>}
          </div>
        )}
      </div>
    </div>
  );
}
