import base from '../../parts/card-base.module.css';
import styles from './QuoteFashionCard.module.css';
import { QuoteDecoration } from '../../parts/QuoteDecoration';
import { quoteCssVars, tagList } from '../../parts/quote-css-vars';
import type { CardProps } from '../../template';

/**
 * The fashion quote card: white, a pink accent, a big opening mark and a script signature.
 * @param props - content and style
 * @returns the card element
 */
export function QuoteFashionCard({ content, style }: CardProps<'quote'>) {
  const tags = tagList(content.tags);
  const hasFooter = Boolean(content.slogan || content.organization || content.signature);
  return (
    <div className={`${base.card} ${styles.card}`} style={quoteCssVars(style, content)} data-card="quote/fashion">
      <QuoteDecoration theme={style.designTheme} color={style.primaryColor} opacity={style.decorationOpacity} />
      <div className={base.content}>
        <div className={styles.topline}>
          <span className={styles.dot} />
          {tags.length > 0 && <span>{tags.join(' · ')}</span>}
        </div>
        <span className={styles.mark} aria-hidden>
          “
        </span>
        <p className={`${styles.quote} ${base.multiline}`}>{content.quote}</p>
        {(content.author || content.source) && <div className={styles.rule} />}
        {content.author && <div className={styles.author}>{content.author}</div>}
        {content.source && <div className={styles.source}>{content.source}</div>}
        {hasFooter && (
          <div className={styles.footer}>
            <div>
              {content.slogan && <div className={styles.slogan}>{content.slogan}</div>}
              {content.organization && <div className={styles.org}>{content.organization}</div>}
            </div>
            {content.signature && <div className={styles.signature}>{content.signature}</div>}
          </div>
        )}
      </div>
    </div>
  );
}
