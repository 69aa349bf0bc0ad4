import { useTranslation } from 'react-i18next';
// Real cards, not drawings: the reviewed renders of these templates' own examples that the visual
// sweep (e2e/visual/templates.spec.ts) compares with the live templates, so a template that
// changes fails the sweep until its baseline, and with it this art, is re-recorded. Images keep
// the card code out of the home page's first-load budget.
import coderZh from '../../../../../e2e/visual/__baselines__/profile-coderCard-zh.png?webp';
import coderEn from '../../../../../e2e/visual/__baselines__/profile-coderCard-en.png?webp';
import quoteZh from '../../../../../e2e/visual/__baselines__/quote-redBold-zh.png?webp';
import quoteEn from '../../../../../e2e/visual/__baselines__/quote-redBold-en.png?webp';
import profileZh from '../../../../../e2e/visual/__baselines__/profile-default-zh.png?webp';
import profileEn from '../../../../../e2e/visual/__baselines__/profile-default-en.png?webp';

/** Each card's picture per language, its size (CSS px) and its place in the fan. */
const CARDS = [
  { src: { zh: coderZh, en: coderEn }, width: 480, height: 383, place: 'top-[2%] left-0 w-[58%] -rotate-6' },
  {
    src: { zh: quoteZh, en: quoteEn },
    width: 420,
    height: { zh: 417, en: 574 },
    place: 'top-0 right-0 w-[40%] rotate-6',
  },
  {
    src: { zh: profileZh, en: profileEn },
    width: 400,
    height: { zh: 583, en: 633 },
    place: 'bottom-0 left-[24%] w-[44%] -rotate-1',
    // The largest paint of the home page on a phone: fetched before the others.
    priority: 'high',
  },
] as const;

/** The hero illustration: three real cards made by the makers from their examples, fanned out. */
export function HeroCardsArt() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  return (
    <div role="img" aria-label={t('home.art.label')} className="relative mx-auto aspect-[5/4] w-full max-w-[520px]">
      <div
        aria-hidden="true"
        className="absolute inset-[8%] rounded-full bg-gradient-to-tr from-indigo-400/40 via-fuchsia-400/30 to-amber-300/40 blur-3xl dark:from-indigo-500/30 dark:via-fuchsia-500/20 dark:to-amber-400/20"
      />
      {CARDS.map((card) => (
        <img
          key={card.width + card.place}
          src={card.src[lang]}
          alt=""
          width={card.width}
          height={typeof card.height === 'number' ? card.height : card.height[lang]}
          decoding="async"
          fetchPriority={'priority' in card ? card.priority : 'auto'}
          className={`absolute h-auto rounded-xl shadow-2xl ring-1 shadow-indigo-900/25 ring-black/5 ${card.place}`}
        />
      ))}
    </div>
  );
}
