import base from '../../parts/card-base.module.css';
import styles from './QuoteRedBoldCard.module.css';
import { QuoteDecoration } from '../../parts/QuoteDecoration';
import { quoteCssVars, tagList } from '../../parts/quote-css-vars';
import type { CardProps } from '../../template';

/**
 * The red-bold quote card: a poster in #e62723 with heavy white type and a darker footer band.
 * @param props - content and style
 * @returns the card element
 */
export function QuoteRedBoldCard({ content, style }: CardProps<'quote'>) {
  const tags = tagList(content.tags);
  return (
    <div className={`${base.card} ${styles.card}`} style={quoteCssVars(style, content)} data-card="quote/redBold">
      <QuoteDecoration theme={style.designTheme} color={style.textColor} opacity={style.decorationOpacity} />
      <div className={base.content}>
        <div className={styles.header}>
          {content.organization ? <span className={styles.org}>{content.organization}</span> : <span />}
          {tags.length > 0 && <span className={styles.tags}>{tags.map((t) => `#${t}`).join(' ')}</span>}
        </div>
        <span className={styles.mark} aria-hidden>
          「
        </span>
        <p className={`${styles.quote} ${base.multiline}`}>{content.quote}</p>
        {(content.author || content.source) && (
          <div className={styles.byline}>
            {content.author && <span>{content.author}</span>}
            {content.source && <span className={styles.source}>{content.source}</span>}
          </div>
        )}
        {(content.slogan || content.signature) && (
          <div className={styles.band}>
            {content.slogan && <span className={styles.slogan}>{content.slogan}</span>}
            {content.signature && <span className={styles.signature}>{content.signature}</span>}
          </div>
        )}
      </div>
    </div>
  );
}
