import type { CSSProperties } from 'react';
import { BLESSING_COLOR_SCHEMES } from '@inkcard/card-engine';
import base from '../../parts/card-base.module.css';
import styles from './BlessingCreativeCard.module.css';
import { BlessingIconGlyph } from '../../parts/BlessingIconGlyph';
import { blessingBoxStyle } from '../../parts/blessing-css-vars';
import { mixHex, withAlpha } from '../../parts/color';
import type { CardProps } from '../../template';

/**
 * The creative blessing card: one of nine colour schemes, soft blobs, an icon badge and a
 * signature pill.
 * @param props - content and style (colours come from style.colorScheme)
 * @returns the 9:16 card element
 */
export function BlessingCreativeCard({ content, style }: CardProps<'blessing'>) {
  const scheme = BLESSING_COLOR_SCHEMES.find((s) => s.id === style.colorScheme) ?? BLESSING_COLOR_SCHEMES[0];
  const vars = {
    ...blessingBoxStyle(style),
    '--bg': scheme.background,
    '--accent': scheme.accent,
    '--light': scheme.lightAccent,
    // Tints computed in TypeScript, not with color-mix(), so every export library reads them (parts/color.ts).
    '--accent-ring': withAlpha(scheme.accent, 0.18),
    '--accent-dash': withAlpha(scheme.accent, 0.45),
    '--accent-glow': withAlpha(scheme.accent, 0.7),
    '--bg-pill': mixHex(scheme.background, '#ffffff', 0.7),
    background: scheme.background,
    color: scheme.text,
  } as CSSProperties;
  return (
    <div className={`${base.card} ${styles.card}`} style={vars} data-card="blessing/creative" data-scheme={scheme.id}>
      <div className={`${styles.blob} ${styles.blobA}`} />
      <div className={`${styles.blob} ${styles.blobB}`} />
      <div className={styles.ring} />
      <div className={styles.body}>
        <div className={styles.badge}>
          <BlessingIconGlyph icon={content.icon} color="#ffffff" size={36} />
        </div>
        {content.festival && <div className={styles.festival}>{content.festival}</div>}
        <div className={styles.blessing}>{content.blessing}</div>
        {(content.signer || content.date) && (
          <div className={styles.footer}>
            {content.signer && <span>{content.signer}</span>}
            {content.signer && content.date && <span className={styles.sep} />}
            {content.date && <span className={styles.date}>{content.date}</span>}
          </div>
        )}
      </div>
    </div>
  );
}
