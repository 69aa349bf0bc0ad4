import type { CSSProperties } from 'react';
import base from '../../parts/card-base.module.css';
import styles from './ProfileTechCard.module.css';
import { ProfileBody } from '../../parts/profile/ProfileBody';
import { ProfileCanvas } from '../../parts/profile/ProfileCanvas';
import { ProfilePhoto } from '../../parts/profile/ProfilePhoto';
import { cardLangOf, contactsOf, isNameCard, shortProfileBoost, PROFILE_WORDS } from '../../parts/profile/profile-text';
import { fontStack } from '../../fonts/font-stacks';
import { Typeset, WRAP } from '../../parts/typeset/Typeset';
import type { CardProps } from '../../template';

/**
 * The tech profile card: a dark blueprint grid with a glow in the theme colour, a prompt-style
 * title, a monospaced "stack" of skills and contacts as key/value pairs. The grid and the glow
 * are the card's ground (faint, under everything); its marks (the status dot, the bottom bar)
 * are zones the text keeps out of.
 * @param props - content and style
 * @returns the card element
 */
export default function ProfileTechCard({ content, style }: CardProps<'profile'>) {
  const lang = cardLangOf(content);
  const words = PROFILE_WORDS[lang];
  const contacts = contactsOf(content);
  return (
    <ProfileCanvas
      card="profile/tech"
      poster={isNameCard(content)}
      boost={shortProfileBoost(content)}
      style={style}
      lang={lang}
      className={styles.card!}
      vars={{ '--mono': fontStack('firaCode') } as CSSProperties}
    >
      <div className={styles.grid} aria-hidden />
      <div className={styles.glow} aria-hidden />
      <ProfileBody className={`${base.content} ${styles.body}`}>
        <div className={styles.topbar} aria-hidden>
          <span className={styles.dot} data-zone="dot" />
          <span className={styles.path}>~/profile</span>
        </div>
        <header className={styles.header}>
          <ProfilePhoto photo={content.photo} name={content.name} className={styles.photo} />
          <div className={styles.heading}>
            <h2 className={`${styles.name} ${WRAP.balance}`}>
              <Typeset text={content.name} />
            </h2>
            {content.title && (
              <p className={styles.title}>
                <span className={styles.prompt} aria-hidden>
                  {'>'}
                </span>
                <span className={WRAP.balance}>
                  <Typeset text={content.title} />
                </span>
              </p>
            )}
          </div>
        </header>
        {content.bio && (
          <section className={styles.section}>
            <h3 className={styles.label}>{`// ${words.about}`}</h3>
            <p className={`${styles.bio} ${WRAP.pretty}`}>
              <Typeset text={content.bio} />
            </p>
          </section>
        )}
        {content.skills && (
          <section className={styles.section}>
            <h3 className={styles.label}>{`// ${words.skills}`}</h3>
            <ul className={styles.skills}>
              {content.skills.map((s, i) => (
                <li key={`${i}-${s}`}>
                  <Typeset text={s} />
                </li>
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
                  <dd>
                    <Typeset text={value} />
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        )}
      </ProfileBody>
      <div className={styles.bar} data-zone="bar" aria-hidden />
    </ProfileCanvas>
  );
}
