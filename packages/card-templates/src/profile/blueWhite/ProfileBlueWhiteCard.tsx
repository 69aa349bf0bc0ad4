import base from '../../parts/card-base.module.css';
import styles from './ProfileBlueWhiteCard.module.css';
import { ProfileBody } from '../../parts/profile/ProfileBody';
import { ProfileCanvas } from '../../parts/profile/ProfileCanvas';
import { ProfileNameTitle } from '../../parts/profile/ProfileNameTitle';
import { ProfilePhoto } from '../../parts/profile/ProfilePhoto';
import { cardLangOf, contactsOf, isNameCard, shortProfileBoost, PROFILE_WORDS } from '../../parts/profile/profile-text';
import { Typeset, WRAP } from '../../parts/typeset/Typeset';
import type { CardProps } from '../../template';

/**
 * The blue-and-white profile card: a solid blue header with the photo in a white ring and a
 * wave into the page, then titled sections (about, skills, contact) in a crisp business layout.
 * The header's stripes sit behind the photo only and the wave below the name: zones the text
 * keeps out of.
 * @param props - content and style
 * @returns the card element
 */
export default function ProfileBlueWhiteCard({ content, style }: CardProps<'profile'>) {
  const lang = cardLangOf(content);
  const words = PROFILE_WORDS[lang];
  const contacts = contactsOf(content);
  return (
    <ProfileCanvas
      card="profile/blueWhite"
      poster={isNameCard(content)}
      boost={shortProfileBoost(content)}
      style={style}
      lang={lang}
      className={styles.card!}
    >
      <header className={styles.header}>
        <svg className={styles.wave} viewBox="0 0 400 40" preserveAspectRatio="none" aria-hidden data-zone="wave">
          <path d="M0 22 C 90 44 170 4 260 18 S 360 34 400 14 L400 40 L0 40 Z" fill="#ffffff" />
        </svg>
        <div className={styles.stripes} data-zone="stripes" aria-hidden />
        <div className={styles.headerInner}>
          <div className={styles.heading}>
            <ProfileNameTitle
              name={content.name}
              title={content.title}
              nameClass={styles.name}
              titleClass={styles.title}
            />
          </div>
          <ProfilePhoto photo={content.photo} name={content.name} className={styles.photo} />
        </div>
      </header>
      <ProfileBody className={`${base.content} ${styles.body}`}>
        {content.bio && (
          <section className={styles.section}>
            <h3 className={styles.sectionTitle}>{words.about}</h3>
            <p className={`${styles.bio} ${WRAP.pretty}`}>
              <Typeset text={content.bio} />
            </p>
          </section>
        )}
        {content.skills && (
          <section className={styles.section}>
            <h3 className={styles.sectionTitle}>{words.skills}</h3>
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
            <h3 className={styles.sectionTitle}>{words.contact}</h3>
            <dl className={styles.contacts}>
              {contacts.map(({ field, value }) => (
                <div key={field} className={styles.row}>
                  <dt>{words[field]}</dt>
                  <dd>
                    <Typeset text={value} />
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        )}
      </ProfileBody>
      <div className={styles.footer} data-zone="footer" aria-hidden />
    </ProfileCanvas>
  );
}
