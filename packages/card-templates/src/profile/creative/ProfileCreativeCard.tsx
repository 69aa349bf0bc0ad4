import { Check, MessageCircle, Sparkles, Trophy } from 'lucide-react';
import base from '../../parts/card-base.module.css';
import styles from './ProfileCreativeCard.module.css';
import { CONTACT_ICONS } from '../../parts/profile/contact-icons';
import { ProfileBody } from '../../parts/profile/ProfileBody';
import { ProfileCanvas } from '../../parts/profile/ProfileCanvas';
import { ProfileNameTitle } from '../../parts/profile/ProfileNameTitle';
import { ProfilePhoto } from '../../parts/profile/ProfilePhoto';
import { cardLangOf, contactsOf, isNameCard, shortProfileBoost, PROFILE_WORDS } from '../../parts/profile/profile-text';
import { Typeset, WRAP } from '../../parts/typeset/Typeset';
import type { CardProps } from '../../template';

/**
 * The creative profile card: warm paper, a photo on a colour blob, hashtag badges, numbered
 * achievements, what the person offers and looks for, and a public-account banner.
 * @param props - content and style
 * @returns the card element
 */
export default function ProfileCreativeCard({ content, style }: CardProps<'profile'>) {
  const lang = cardLangOf(content);
  const words = PROFILE_WORDS[lang];
  const contacts = contactsOf(content, ['email', 'phone', 'wechat', 'address']);
  return (
    <ProfileCanvas
      card="profile/creative"
      poster={isNameCard(content)}
      boost={shortProfileBoost(content)}
      style={style}
      lang={lang}
      className={styles.card!}
      // The one profile made to be long: achievements, offers and needs under the bio.
      maxHeightRatio={3}
    >
      <div className={styles.blob} data-zone="blob" aria-hidden />
      <div className={styles.dots} data-zone="dots" aria-hidden />
      <ProfileBody className={`${base.content} ${styles.body}`}>
        <header className={styles.header}>
          <div className={styles.heading}>
            {content.nickname && (
              <span className={styles.nickname}>
                <Typeset text={`@${content.nickname}`} />
              </span>
            )}
            <ProfileNameTitle
              name={content.name}
              title={content.title}
              nameClass={styles.name}
              titleClass={styles.title}
            />
            {content.location && (
              <p className={styles.location}>
                <CONTACT_ICONS.location size="1em" strokeWidth={2.2} aria-hidden />
                <span>
                  <Typeset text={content.location} />
                </span>
              </p>
            )}
          </div>
          <ProfilePhoto photo={content.photo} name={content.name} className={styles.photo} />
        </header>

        {content.tags && (
          <ul className={styles.tags}>
            {content.tags.map((tag, i) => (
              <li key={`${i}-${tag}`} className={styles[`tag${i % 3}`]}>
                <Typeset text={`#${tag}`} />
              </li>
            ))}
          </ul>
        )}

        {content.bio && (
          <div className={styles.note}>
            <span className={styles.tape} data-zone="tape" aria-hidden />
            <p className={`${styles.bio} ${WRAP.pretty}`}>
              <Typeset text={content.bio} />
            </p>
          </div>
        )}

        {content.skills && (
          <p className={styles.skills}>
            <Sparkles className={styles.inlineIcon} size="1em" strokeWidth={2.2} aria-hidden />
            <span className={WRAP.pretty}>
              {content.skills.map((skill, i) => (
                // Each dot stays with the skill before it, so no line starts with a dot.
                <span key={`${i}-${skill}`}>
                  {i > 0 && ' '}
                  <Typeset text={i < content.skills!.length - 1 ? `${skill} ·` : skill} />
                </span>
              ))}
            </span>
          </p>
        )}

        {content.achievements && (
          <section className={styles.section}>
            <h3 className={styles.heading3}>
              <Trophy size="1em" strokeWidth={2.2} aria-hidden />
              {words.achievements}
            </h3>
            <ol className={styles.achievements}>
              {content.achievements.map((a, i) => (
                <li key={`${i}-${a}`}>
                  <span className={styles.number} aria-hidden>
                    {String(i + 1).padStart(2, '0')}
                  </span>
                  <span className={`${styles.itemText} ${WRAP.pretty}`}>
                    <Typeset text={a} />
                  </span>
                </li>
              ))}
            </ol>
          </section>
        )}

        {(content.offerings || content.needs) && (
          <div className={styles.exchange}>
            {content.offerings && (
              <section className={styles.offer}>
                <h3 className={styles.boxTitle}>{words.offerings}</h3>
                <ul className={styles.items}>
                  {content.offerings.map((o, i) => (
                    <li key={`${i}-${o}`}>
                      <Check className={styles.itemIcon} size="1em" strokeWidth={3} aria-hidden />
                      <span className={`${styles.itemText} ${WRAP.pretty}`}>
                        <Typeset text={o} />
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {content.needs && (
              <section className={styles.need}>
                <h3 className={styles.boxTitle}>{words.needs}</h3>
                <ul className={styles.items}>
                  {content.needs.map((n, i) => (
                    <li key={`${i}-${n}`}>
                      <span className={styles.itemMark} aria-hidden>
                        ?
                      </span>
                      <span className={`${styles.itemText} ${WRAP.pretty}`}>
                        <Typeset text={n} />
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        )}

        {contacts.length > 0 && (
          <ul className={styles.contacts}>
            {contacts.map(({ field, value }) => {
              const Icon = CONTACT_ICONS[field];
              return (
                <li key={field}>
                  <Icon className={styles.inlineIcon} size="1em" strokeWidth={2.2} aria-hidden />
                  <span className={styles.itemText}>
                    <Typeset text={value} />
                  </span>
                </li>
              );
            })}
          </ul>
        )}

        {content.publicAccount && (
          <div className={styles.banner}>
            <span className={styles.bannerIcon} data-zone="banner-icon" aria-hidden>
              <MessageCircle size="1.1em" strokeWidth={2.2} />
            </span>
            <span className={styles.bannerText}>
              <span className={styles.bannerLabel}>{words.publicAccountHint}</span>
              <span className={`${styles.bannerName} ${WRAP.balance}`}>
                <Typeset text={content.publicAccount} />
              </span>
            </span>
          </div>
        )}
      </ProfileBody>
    </ProfileCanvas>
  );
}
