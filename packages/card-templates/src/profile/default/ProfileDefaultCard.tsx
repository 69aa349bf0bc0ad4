import base from '../../parts/card-base.module.css';
import styles from './ProfileDefaultCard.module.css';
import { CONTACT_ICONS } from '../../parts/profile/contact-icons';
import { ProfileBody } from '../../parts/profile/ProfileBody';
import { ProfileCanvas } from '../../parts/profile/ProfileCanvas';
import { ProfileNameTitle } from '../../parts/profile/ProfileNameTitle';
import { ProfilePhoto } from '../../parts/profile/ProfilePhoto';
import { cardLangOf, contactsOf, isNameCard, shortProfileBoost } from '../../parts/profile/profile-text';
import { Typeset, wrapFor } from '../../parts/typeset/Typeset';
import type { CardProps } from '../../template';

/**
 * The default profile card: a soft gradient cover, the photo centred over its edge, name and
 * title, the bio, skill chips and contact rows with icons.
 * @param props - content and style
 * @returns the card element
 */
export default function ProfileDefaultCard({ content, style }: CardProps<'profile'>) {
  const lang = cardLangOf(content);
  const contacts = contactsOf(content);
  // A centred paragraph reads well for a few lines only (balanced, a short one broken at its
  // punctuation); longer bios align to the left.
  const isLongBio = Array.from(content.bio ?? '').length > 90 || (content.bio ?? '').includes('\n');
  return (
    <ProfileCanvas
      card="profile/default"
      poster={isNameCard(content)}
      boost={shortProfileBoost(content)}
      style={style}
      lang={lang}
      className={styles.card!}
    >
      <div className={styles.cover} data-zone="cover" aria-hidden>
        <span className={styles.ringLarge} />
        <span className={styles.ringSmall} />
      </div>
      <ProfileBody className={`${base.content} ${styles.body}`}>
        <ProfilePhoto photo={content.photo} name={content.name} className={styles.photo} />
        <ProfileNameTitle name={content.name} title={content.title} nameClass={styles.name} titleClass={styles.title} />
        {content.bio && (
          <p className={`${styles.bio} ${isLongBio ? styles.bioLong : wrapFor(content.bio, 'balance')}`}>
            <Typeset text={content.bio} />
          </p>
        )}
        {content.skills && (
          <ul className={styles.skills}>
            {content.skills.map((s, i) => (
              <li key={`${i}-${s}`}>
                <Typeset text={s} />
              </li>
            ))}
          </ul>
        )}
        {contacts.length > 0 && (
          <ul className={styles.contacts}>
            {contacts.map(({ field, value }) => {
              const Icon = CONTACT_ICONS[field];
              return (
                <li key={field}>
                  <span className={styles.icon} data-zone="icon">
                    <Icon size="1em" strokeWidth={2} aria-hidden />
                  </span>
                  <span className={styles.value}>
                    <Typeset text={value} />
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </ProfileBody>
    </ProfileCanvas>
  );
}
