import base from '../../parts/card-base.module.css';
import styles from './QuoteLiteraryCard.module.css';
import { CornerOrnament } from '../../parts/CornerOrnament';
import { QuoteDecoration } from '../../parts/QuoteDecoration';
import { quoteCssVars, tagList } from '../../parts/quote-css-vars';
import type { CardProps } from '../../template';

/**
 * The literary quote card: cream paper, brown accents, framed corners and centred serif type.
 * @param props - content and style (tags arrive as a list for this template)
 * @returns the card element
 */
export function QuoteLiteraryCard({ content, style }: CardProps<'quote'>) {
  const tags = tagList(content.tags);
  return (
    <div className={`${base.card} ${styles.card}`} style={quoteCssVars(style, content)} data-card="quote/literary">
      <QuoteDecoration theme={style.designTheme} color={style.accentColor} opacity={style.decorationOpacity} />
      <CornerOrnament width={style.cornerWidth} color={style.accentColor} opacity={style.decorationOpacity} />
      <div className={base.content}>
        {tags.length > 0 && (
          <div className={styles.tags}>
            {tags.map((t, i) => (
              <span key={`${t}-${i}`} className={styles.tag}>
                {t}
              </span>
            ))}
          </div>
        )}
        <p className={`${styles.quote} ${base.multiline}`}>{content.quote}</p>
        <div className={styles.ornament} aria-hidden>
          <span className={styles.diamond} />
        </div>
        {content.author && <div className={styles.author}>{content.author}</div>}
        {content.source && <div className={styles.source}>{content.source}</div>}
        {(content.slogan || content.organization) && (
          <div className={styles.footer}>
            {content.slogan && <div>{content.slogan}</div>}
            {content.organization && <div>{content.organization}</div>}
          </div>
        )}
        {content.signature && <div className={styles.signature}>{content.signature}</div>}
      </div>
    </div>
  );
}
