import type { CSSProperties, ReactNode } from 'react';
import type { ProfileStyle } from '@inkcard/card-engine';
import { CardCanvas } from '../fit/CardCanvas';
import { profileCanvas, profileCssVars } from './profile-css-vars';
import type { CardLang } from './profile-text';

/**
 * The root of every profile card: a content-height CardCanvas (card-layer contract) of the
 * style's width and corners, whose base size shrinks as one when the card would pass its maximum
 * height (see profileCanvas). Given the language of the card's words, it also carries the theme
 * colours and the font stack for that language (profileCssVars); the coder card sets its own.
 * @param props - template id, style, the card's language, class, the template's own CSS
 *   variables, extra data attributes, the card's content, and how tall (in widths) it may grow
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
}: {
  card: string;
  style: ProfileStyle;
  lang?: CardLang;
  className: string;
  vars?: CSSProperties;
  data?: Readonly<Record<`data-${string}`, string>>;
  children: ReactNode;
  maxHeightRatio?: number;
}) {
  const { width, maxHeight, minScale, fontSize } = profileCanvas(style, maxHeightRatio);
  return (
    <CardCanvas
      card={card}
      width={width}
      canvas="auto"
      maxHeight={maxHeight}
      minScale={minScale}
      className={className}
      style={{
        ...(lang === undefined ? {} : profileCssVars(style, lang)),
        ...vars,
        borderRadius: `${style.borderRadius}rem`,
        fontSize,
      }}
      lang={lang === undefined ? undefined : lang === 'zh' ? 'zh-CN' : 'en'}
      data={data}
    >
      {children}
    </CardCanvas>
  );
}
