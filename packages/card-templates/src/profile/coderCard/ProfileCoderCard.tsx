import type { CSSProperties } from 'react';
import base from '../../parts/card-base.module.css';
import styles from './ProfileCoderCard.module.css';
import { fontStack } from '../../fonts/font-stacks';
import { ProfileCanvas } from '../../parts/profile/ProfileCanvas';
import { PROFILE_BASE_PX } from '../../parts/profile/profile-css-vars';
import { isNameCard, shortProfileBoost } from '../../parts/profile/profile-text';
import { Typeset, WRAP } from '../../parts/typeset/Typeset';
import type { CardProps } from '../../template';
import { CODE_NAMES, columnsOf, profileAsCode, type CodeLine, type CodeToken } from './profile-code';

// Fira Code advances 0.6 em per column; the code runs at 0.86 of the card's base size.
const CODE_EM = 0.86;
const COLUMN_EM = 0.6;
// Window padding and line-number gutter, in the card's em.
const CHROME_EM = 2 * 1.25 + 2.9;

/**
 * One token as code: strings and comments (the words people wrote) are typeset like any card
 * text, their leading indent kept as written; the rest is drawn as is.
 */
function TokenText({ token }: { token: CodeToken }) {
  if (token.kind !== 'string' && token.kind !== 'comment') return token.text;
  const indent = /^\s*/.exec(token.text)![0];
  return (
    <>
      {indent}
      <Typeset text={token.text.slice(indent.length)} />
    </>
  );
}

/**
 * A name card as a terminal (the coder card's poster): `whoami`, the name large as its answer,
 * the title under it, and the prompt waiting with its cursor.
 */
function WhoAmI({ name, title }: { name: string; title: string | undefined }) {
  return (
    <div className={`${base.content} ${styles.terminal}`}>
      <p className={styles.command}>
        <span className={styles.prompt} aria-hidden>
          $
        </span>
        whoami
      </p>
      <p className={`${styles.whoami} ${WRAP.balance}`}>
        <Typeset text={name} />
      </p>
      {title && (
        <p className={`${styles.role} ${WRAP.balance}`}>
          <Typeset text={title} />
        </p>
      )}
      <p className={styles.command} aria-hidden>
        <span className={styles.prompt}>$</span>
        <i className={styles.cursor} data-zone="cursor" />
      </p>
    </div>
  );
}

/**
 * The coder card (spec §2): a 480 px editor window holding the profile as TypeScript, coloured
 * as a highlighter would colour it, in a dark or light theme with Chinese or English names. A
 * name card (a name, perhaps a title: isNameCard) is the same window as a terminal answering
 * `whoami`, the name large (the card's poster).
 * @param props - content and style (codeTheme, codeLabels)
 * @returns the card element
 */
export default function ProfileCoderCard({ content, style }: CardProps<'profile'>) {
  const basePx = (PROFILE_BASE_PX * style.textScale) / 100;
  const nameCard = isNameCard(content);
  // How many columns a line holds with the card drawn `scale` times larger, and the largest
  // scale at which `width` columns fit.
  const columnsAt = (scale: number): number =>
    Math.floor((style.cardWidth / (basePx * scale) - CHROME_EM) / (CODE_EM * COLUMN_EM));
  const scaleFor = (width: number): number => style.cardWidth / (basePx * (width * CODE_EM * COLUMN_EM + CHROME_EM));
  // A short profile grows on a size preset (shortProfileBoost), its code laid out for the
  // columns a line holds at that size, and never so far that its widest line would wrap.
  const wanted = style.canvas !== 'auto' && !nameCard ? shortProfileBoost(content) : 1;
  const boostKeeping = (code: CodeLine[]): number => {
    const widest = Math.max(
      1,
      ...code.map((line) => line.indent * 2 + columnsOf(line.tokens.map((t) => t.text).join(''))),
    );
    return Math.max(1, Math.min(wanted, scaleFor(widest)));
  };
  let boost = wanted;
  let lines = profileAsCode(content, style.codeLabels, columnsAt(boost));
  if (wanted > 1) {
    // Laid out again for the columns of the boost its widest line allows, which may wrap less.
    lines = profileAsCode(content, style.codeLabels, columnsAt(boostKeeping(lines)));
    boost = boostKeeping(lines);
  }
  const names = CODE_NAMES[style.codeLabels];
  const theme = style.codeTheme === 'light' ? styles.light : styles.dark;
  return (
    <ProfileCanvas
      card="profile/coderCard"
      style={style}
      className={`${styles.card} ${theme}`}
      vars={{ '--mono': fontStack('firaCode'), '--code-em': CODE_EM } as CSSProperties}
      data={{ 'data-code-theme': style.codeTheme, 'data-code-labels': style.codeLabels }}
      poster={nameCard}
      boost={boost}
    >
      <div className={styles.titlebar}>
        <span className={styles.lights} data-zone="lights" aria-hidden>
          <i />
          <i />
          <i />
        </span>
        <span className={styles.tab}>{nameCard ? 'zsh' : names.file}</span>
      </div>
      {nameCard ? (
        <WhoAmI name={content.name} title={content.title} />
      ) : (
        <div className={`${base.content} ${styles.editor}`} lang={style.codeLabels === 'zh' ? 'zh-CN' : 'en'}>
          {lines.map((line, i) => (
            <div key={i} className={styles.line}>
              <span className={styles.number} aria-hidden>
                {i + 1}
              </span>
              <code
                className={`${styles.code} ${WRAP.pretty}`}
                style={{ '--indent': line.indent, '--hang': line.hang } as CSSProperties}
              >
                {line.tokens.map((t, j) => (
                  <span key={j} className={styles[t.kind]} data-token={t.kind}>
                    <TokenText token={t} />
                  </span>
                ))}
              </code>
            </div>
          ))}
        </div>
      )}
      <div className={styles.statusbar} aria-hidden>
        <span className={styles.branch}>
          <i data-zone="branch-dot" />
          main
        </span>
        <span>{`${nameCard ? 'zsh' : 'TypeScript'} · UTF-8`}</span>
      </div>
    </ProfileCanvas>
  );
}
