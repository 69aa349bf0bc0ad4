import styles from './QuoteRedBoldCard.module.css';
import { CardCanvas } from '../../parts/fit/CardCanvas';
import { QuoteDecoration } from '../../parts/QuoteDecoration';
import { quoteCssVars, quoteMinScale, tagList, isLongTag } from '../../parts/quote-css-vars';
import { Typeset, WRAP, displayWrap } from '../../parts/typeset/Typeset';
import type { CardProps } from '../../template';

/**
 * The red-bold quote card: a poster in #e62723 with heavy white type, a badge and hashtags at the
 * top, and the slogan and signature under a rule at the bottom.
 * @param props - content and style
 * @returns the card element
 */
export default function QuoteRedBoldCard({ content, style }: CardProps<'quote'>) {
  const tags = tagList(content.tags);
  return (
    <CardCanvas
      card="quote/redBold"
      width={style.cardWidth}
      canvas={style.canvas}
      minScale={quoteMinScale(style)}
      grows
      className={styles.card}
      style={quoteCssVars(style, content.quote)}
    >
      <QuoteDecoration theme={style.designTheme} color={style.textColor} opacity={style.decorationOpacity} />
      {(content.organization || tags.length > 0) && (
        <div className={styles.header}>
          {content.organization && (
            <span className={styles.org}>
              <Typeset text={content.organization} />
            </span>
          )}
          {tags.length > 0 && (
            <span className={styles.tags}>
              {tags.map((t, i) => (
                <span key={`${t}-${i}`} className={styles.tag} data-long={isLongTag(t) || undefined}>
                  <Typeset text={`#${t}`} plain />
                </span>
              ))}
            </span>
          )}
        </div>
      )}
      <div className={styles.body}>
        {/* “ opens a quote in Chinese (GB/T 15834) and in English alike. */}
        <span className={styles.mark} aria-hidden data-zone="mark">
          “
        </span>
        <p className={`${styles.quote} ${displayWrap(content.quote)}`}>
          <Typeset text={content.quote} display />
        </p>
        {(content.author || content.source) && (
          <div className={styles.byline}>
            {content.author && (
              <span className={styles.author}>
                <Typeset text={content.author} />
              </span>
            )}
            {content.source && (
              <span className={styles.source}>
                <Typeset text={content.source} />
              </span>
            )}
          </div>
        )}
      </div>
      {(content.slogan || content.signature) && (
        <div className={styles.footer}>
          {content.slogan && (
            <span className={`${styles.slogan} ${WRAP.balance}`}>
              <Typeset text={content.slogan} />
            </span>
          )}
          {content.signature && (
            <span className={styles.signature}>
              <Typeset text={content.signature} />
            </span>
          )}
        </div>
      )}
    </CardCanvas>
  );
}
