import base from '../../parts/card-base.module.css';
import styles from './ProfileBlueWhiteCard.module.css';
import { ProfilePhoto } from '../../parts/profile/ProfilePhoto';
import { profileCssVars } from '../../parts/profile/profile-css-vars';
import { PROFILE_WORDS, cardLangOf, contactsOf } from '../../parts/profile/profile-text';
import { KeptTail } from '../../parts/KeptTail';
import type { CardProps } from '../../template';

/**
 * The blue-and-white profile card: a solid blue header with the photo in a white ring and a
 * wave into the page, then titled sections (about, skills, contact) in a crisp business layout.
 * @param props - content and style
 * @returns the card element
 */
export function ProfileBlueWhiteCard({ content, style }: CardProps<'profile'>) {
  const lang = cardLangOf(content);
  const words = PROFILE_WORDS[lang];
  const contacts = contactsOf(content);
  return (
    <div
      className={`${base.card} ${styles.card}`}
      style={profileCssVars(style, lang)}
      data-card="profile/blueWhite"
      lang={lang === 'zh' ? 'zh-CN' : 'en'}
    >
      <header className={styles.header}>
        <svg className={styles.wave} viewBox="0 0 400 40" preserveAspectRatio="none" aria-hidden>
          <path d="M0 22 C 90 44 170 4 260 18 S 360 34 400 14 L400 40 L0 40 Z" fill="#ffffff" />
        </svg>
        <div className={styles.stripes} aria-hidden />
        <div className={styles.headerInner}>
          <div className={styles.heading}>
            <h2 className={styles.name}>{content.name}</h2>
            {content.title && <p className={styles.title}>{content.title}</p>}
          </div>
          <ProfilePhoto photo={content.photo} name={content.name} className={styles.photo} />
        </div>
      </header>
      <div className={`${base.content} ${styles.body}`}>
        {content.bio && (
          <section className={styles.section}>
            <h3 className={styles.sectionTitle}>{words.about}</h3>
            <p className={`${styles.bio} ${base.multiline}`}>
              <KeptTail text={content.bio} />
            </p>
          </section>
        )}
        {content.skills && (
          <section className={styles.section}>
            <h3 className={styles.sectionTitle}>{words.skills}</h3>
            <ul className={styles.skills}>
              {content.skills.map((s, i) => (
                <li key={`${i}-${s}`}>{s}</li>
              ))}
            </ul>
          </section>
        )}
        {contacts.length > 0 && (
          <section className={styles.section}>
            <h3 className={styles.sectionTitle}>{words.contact}</h3>
            <dl className={styles.contacts}>
              {contacts.map(({ field, value }) => (
                <div key={field} className={styles.row}>
                  <dt>{words[field]}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
      </div>
      <div className={styles.footer} aria-hidden />
    </div>
  );
}
