import base from '../../parts/card-base.module.css';
import styles from './ProfileDefaultCard.module.css';
import { CONTACT_ICONS } from '../../parts/profile/contact-icons';
import { ProfilePhoto } from '../../parts/profile/ProfilePhoto';
import { profileCssVars } from '../../parts/profile/profile-css-vars';
import { cardLangOf, contactsOf } from '../../parts/profile/profile-text';
import { KeptTail } from '../../parts/KeptTail';
import type { CardProps } from '../../template';

/**
 * The default profile card: a soft gradient cover, the photo centred over its edge, name and
 * title, the bio, skill chips and contact rows with icons.
 * @param props - content and style
 * @returns the card element
 */
export function ProfileDefaultCard({ content, style }: CardProps<'profile'>) {
  const lang = cardLangOf(content);
  const contacts = contactsOf(content);
  // A centred paragraph reads well for a few lines only; longer bios align to the left.
  const isLongBio = Array.from(content.bio ?? '').length > 90 || (content.bio ?? '').includes('\n');
  return (
    <div
      className={`${base.card} ${styles.card}`}
      style={profileCssVars(style, lang)}
      data-card="profile/default"
      lang={lang === 'zh' ? 'zh-CN' : 'en'}
    >
      <div className={styles.cover} aria-hidden>
        <span className={styles.ringLarge} />
        <span className={styles.ringSmall} />
      </div>
      <div className={`${base.content} ${styles.body}`}>
        <ProfilePhoto photo={content.photo} name={content.name} className={styles.photo} />
        <h2 className={styles.name}>{content.name}</h2>
        {content.title && <p className={styles.title}>{content.title}</p>}
        {content.bio && (
          <p className={`${styles.bio} ${isLongBio ? styles.bioLong : ''} ${base.multiline}`}>
            <KeptTail text={content.bio} />
          </p>
        )}
        {content.skills && (
          <ul className={styles.skills}>
            {content.skills.map((s, i) => (
              <li key={`${i}-${s}`}>{s}</li>
            ))}
          </ul>
        )}
        {contacts.length > 0 && (
          <ul className={styles.contacts}>
            {contacts.map(({ field, value }) => {
              const Icon = CONTACT_ICONS[field];
              return (
                <li key={field}>
                  <span className={styles.icon}>
                    <Icon size="1em" strokeWidth={2} aria-hidden />
                  </span>
                  <span className={styles.value}>{value}</span>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
