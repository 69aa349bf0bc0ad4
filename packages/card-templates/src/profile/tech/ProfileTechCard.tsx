import type { CSSProperties } from 'react';
import base from '../../parts/card-base.module.css';
import styles from './ProfileTechCard.module.css';
import { ProfilePhoto } from '../../parts/profile/ProfilePhoto';
import { profileCssVars } from '../../parts/profile/profile-css-vars';
import { PROFILE_WORDS, cardLangOf, contactsOf } from '../../parts/profile/profile-text';
import { fontStack } from '../../fonts/font-stacks';
import { KeptTail } from '../../parts/KeptTail';
import type { CardProps } from '../../template';

/**
 * The tech profile card: a dark blueprint grid with a glow in the theme colour, a prompt-style
 * title, a monospaced "stack" of skills and contacts as key/value pairs.
 * @param props - content and style
 * @returns the card element
 */
export function ProfileTechCard({ content, style }: CardProps<'profile'>) {
  const lang = cardLangOf(content);
  const words = PROFILE_WORDS[lang];
  const contacts = contactsOf(content);
  return (
    <div
      className={`${base.card} ${styles.card}`}
      style={{ ...profileCssVars(style, lang), '--mono': fontStack('firaCode') } as CSSProperties}
      lang={lang === 'zh' ? 'zh-CN' : 'en'}
      data-card="profile/tech"
    >
      <div className={styles.grid} aria-hidden />
      <div className={styles.glow} aria-hidden />
      <div className={`${base.content} ${styles.body}`}>
        <div className={styles.topbar} aria-hidden>
          <span className={styles.dot} />
          <span className={styles.path}>~/profile</span>
        </div>
        <header className={styles.header}>
          <ProfilePhoto photo={content.photo} name={content.name} className={styles.photo} />
          <div className={styles.heading}>
            <h2 className={styles.name}>{content.name}</h2>
            {content.title && (
              <p className={styles.title}>
                <span className={styles.prompt} aria-hidden>
                  {'>'}
                </span>
                {content.title}
              </p>
            )}
          </div>
        </header>
        {content.bio && (
          <section className={styles.section}>
            <h3 className={styles.label}>{`// ${words.about}`}</h3>
            <p className={`${styles.bio} ${base.multiline}`}>
              <KeptTail text={content.bio} />
            </p>
          </section>
        )}
        {content.skills && (
          <section className={styles.section}>
            <h3 className={styles.label}>{`// ${words.skills}`}</h3>
            <ul className={styles.skills}>
              {content.skills.map((s, i) => (
                <li key={`${i}-${s}`}>{s}</li>
              ))}
            </ul>
          </section>
        )}
        {contacts.length > 0 && (
          <section className={styles.section}>
            <h3 className={styles.label}>{`// ${words.contact}`}</h3>
            <dl className={styles.contacts}>
              {contacts.map(({ field, value }) => (
                <div key={field} className={styles.row}>
                  <dt>{field}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
      </div>
      <div className={styles.bar} aria-hidden />
    </div>
  );
}
