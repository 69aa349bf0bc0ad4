import styles from './QuoteFashionCard.module.css';
import { CardCanvas } from '../../parts/fit/CardCanvas';
import { QuoteDecoration } from '../../parts/QuoteDecoration';
import { quoteCssVars, quoteMinScale, tagList, isLongTag } from '../../parts/quote-css-vars';
import { Typeset, WRAP, displayWrap } from '../../parts/typeset/Typeset';
import type { CardProps } from '../../template';

/**
 * The fashion quote card: white, a pink accent, a big opening mark and a script signature, on a
 * 3:4 canvas by default (the quote shrinks to fit, the footer stays at the bottom).
 * @param props - content and style
 * @returns the card element
 */
export default function QuoteFashionCard({ content, style }: CardProps<'quote'>) {
  const tags = tagList(content.tags);
  const hasFooter = Boolean(content.slogan || content.organization || content.signature);
  return (
    <CardCanvas
      card="quote/fashion"
      width={style.cardWidth}
      canvas={style.canvas}
      minScale={quoteMinScale(style)}
      grows
      className={styles.card}
      style={quoteCssVars(style, content.quote)}
    >
      <QuoteDecoration theme={style.designTheme} color={style.primaryColor} opacity={style.decorationOpacity} />
      <div className={styles.topline}>
        {tags.length > 0 && <span className={styles.dot} />}
        {tags.map((t, i) => (
          <span key={`${t}-${i}`} className={styles.tag} data-long={isLongTag(t) || undefined}>
            <Typeset text={t} plain />
          </span>
        ))}
      </div>
      <div className={styles.body}>
        <span className={styles.mark} aria-hidden data-zone="mark">
          “
        </span>
        <p className={`${styles.quote} ${displayWrap(content.quote)}`}>
          <Typeset text={content.quote} display />
        </p>
        {(content.author || content.source) && <div className={styles.rule} />}
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
      {hasFooter && (
        <div className={styles.footer}>
          <div className={styles.footerText}>
            {content.slogan && (
              <div className={styles.slogan}>
                <Typeset text={content.slogan} />
              </div>
            )}
            {content.organization && (
              <div className={styles.org}>
                <Typeset text={content.organization} />
              </div>
            )}
          </div>
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
