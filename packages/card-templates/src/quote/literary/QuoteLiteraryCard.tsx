import type { CSSProperties } from 'react';
import styles from './QuoteLiteraryCard.module.css';
import { CardCanvas } from '../../parts/fit/CardCanvas';
import { CornerOrnament, cornerOrnamentDepth } from '../../parts/CornerOrnament';
import { QuoteDecoration } from '../../parts/QuoteDecoration';
import { isChinese, quoteCssVars, quoteMinScale, tagList, isLongTag } from '../../parts/quote-css-vars';
import { Typeset, WRAP, displayWrap } from '../../parts/typeset/Typeset';
import type { CardProps } from '../../template';

/**
 * The literary quote card: cream paper, brown accents, framed corners and centred type.
 * @param props - content and style (tags arrive as a list for this template)
 * @returns the card element
 */
export default function QuoteLiteraryCard({ content, style }: CardProps<'quote'>) {
  const tags = tagList(content.tags);
  const vars = {
    ...quoteCssVars(style, content.quote),
    '--corner': `${cornerOrnamentDepth(style.cornerWidth)}px`,
  } as CSSProperties;
  return (
    <CardCanvas
      card="quote/literary"
      width={style.cardWidth}
      canvas={style.canvas}
      minScale={quoteMinScale(style)}
      grows
      className={styles.card}
      style={vars}
    >
      <QuoteDecoration theme={style.designTheme} color={style.accentColor} opacity={style.decorationOpacity} />
      <CornerOrnament width={style.cornerWidth} color={style.accentColor} opacity={style.decorationOpacity} />
      {tags.length > 0 && (
        <div className={styles.tags}>
          {tags.map((t, i) => (
            <span key={`${t}-${i}`} className={styles.tag} data-long={isLongTag(t) || undefined}>
              <Typeset text={t} plain />
            </span>
          ))}
        </div>
      )}
      <div className={styles.body}>
        <p className={`${styles.quote} ${displayWrap(content.quote)} ${isChinese(content.quote) ? styles.cjk : ''}`}>
          <Typeset text={content.quote} display />
        </p>
        <div className={styles.ornament} aria-hidden>
          <span className={styles.diamond} />
        </div>
        {content.author && (
          <div className={`${styles.author} ${WRAP.balance}`}>
            <Typeset text={content.author} />
          </div>
        )}
        {content.source && (
          <div className={`${styles.source} ${WRAP.balance}`}>
            <Typeset text={content.source} />
          </div>
        )}
      </div>
      {(content.slogan || content.organization || content.signature) && (
        <div className={styles.footer}>
          {content.slogan && (
            <div className={WRAP.balance}>
              <Typeset text={content.slogan} />
            </div>
          )}
          {content.organization && (
            <div className={WRAP.balance}>
              <Typeset text={content.organization} />
            </div>
          )}
          {content.signature && (
            <div className={styles.signature}>
              <Typeset text={content.signature} />
            </div>
          )}
        </div>
      )}
    </CardCanvas>
  );
}
