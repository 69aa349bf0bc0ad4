import type { CSSProperties, ReactNode } from 'react';
import type { ProfileStyle } from '@inkcard/card-engine';
import { CardCanvas } from '../fit/CardCanvas';
import { profileCanvas, profileCssVars } from './profile-css-vars';
import type { CardLang } from './profile-text';
import canvasCss from './profile-canvas.module.css';

/** A name card is at least this share of its width tall (a business card's 3:5). */
const NAME_CARD_RATIO = 0.6;
/** A name card's name is set up to this much larger than the template's (`--name-boost`)… */
const NAME_CARD_BOOST = 1.8;
/** …and on a size preset, whose canvas is at least as tall as it is wide, up to this much. */
const NAME_CARD_BOOST_ON_CANVAS = 3;

/**
 * The root of every profile card: a CardCanvas (card-layer contract) of the style's width and
 * corners on the style's canvas: as tall as its content (`auto`), its base size shrinking as one
 * when the card would pass its maximum height (see profileCanvas), or a size preset's exact
 * height, a column whose room the template's stylesheet shares out (`.fixed`), the base size
 * shrinking to fit it down to the template's minimum. Given the language of the card's words, it also carries the theme
 * colours and the font stack for that language (profileCssVars); the coder card sets its own.
 * A name card (isNameCard) is a poster: `data-poster`, at least 3:5 of its width tall, and its
 * name up to `--name-boost` times the template's size, as far as the fit's `--grow` finds room
 * (a long word is never broken for it; on a size preset up to 3 times, the canvas having the
 * room); the template's stylesheet places what it holds. Any other short profile on a size preset
 * grows as a whole, up to `boost` times (shortProfileBoost: 1, exactly the template's sizes, for
 * a profile long enough to fill its canvas), as far as the fit's `--grow` finds room; a template's
 * photo that multiplies its size by `var(--photo-scale, 1)` grows half as much.
 * @param props - template id, style, the card's language, class, the template's own CSS
 *   variables, extra data attributes, the card's content, how tall (in widths) it may grow, and
 *   whether it is a name card, and how much a short profile may grow on a size preset
 * @returns the card root
 */
export function ProfileCanvas({
  card,
  style,
  lang,
  className,
  vars,
  data,
  children,
  maxHeightRatio,
  poster,
  boost = 1,
}: {
  card: string;
  style: ProfileStyle;
  lang?: CardLang;
  className: string;
  vars?: CSSProperties;
  data?: Readonly<Record<`data-${string}`, string>>;
  children: ReactNode;
  maxHeightRatio?: number;
  poster?: boolean;
  boost?: number;
}) {
  const fixed = style.canvas !== 'auto';
  // A short profile on a size preset: the whole card (every em follows the root's size) grows
  // up to `boost` times, as far as the fit's `--grow` finds room; 0 while the fit measures.
  const grows = fixed && !poster && boost > 1;
  const { width, maxHeight, minScale, fontSize, photoScale } = profileCanvas(style, maxHeightRatio, grows ? boost : 1);
  // Its photo grows half as much as the rest (`--photo-scale`, the share of the root's size a
  // template's photo keeps): beside the name, a photo grown as much took the width the name
  // needed, so blueWhite, creative and tech stopped growing at ~1.8× with the canvas half empty.
  const photoVars = photoScale ? { '--photo-scale': photoScale } : {};
  const posterVars = poster
    ? {
        '--poster-height': `${Math.round(width * NAME_CARD_RATIO)}px`,
        '--name-boost': fixed ? NAME_CARD_BOOST_ON_CANVAS : NAME_CARD_BOOST,
      }
    : {};
  return (
    <CardCanvas
      card={card}
      width={width}
      canvas={style.canvas}
      maxHeight={maxHeight}
      minScale={minScale}
      grows={poster || grows}
      className={[className, poster && canvasCss.poster, fixed && canvasCss.fixed].filter(Boolean).join(' ')}
      style={{
        ...(lang === undefined ? {} : profileCssVars(style, lang)),
        ...vars,
        ...posterVars,
        ...photoVars,
        borderRadius: `${style.borderRadius}rem`,
        fontSize,
      }}
      lang={lang === undefined ? undefined : lang === 'zh' ? 'zh-CN' : 'en'}
      data={poster ? { ...data, 'data-poster': '' } : data}
    >
      {children}
    </CardCanvas>
  );
}
