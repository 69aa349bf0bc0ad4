import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GalleryCard as CommunityCard } from '@inkcard/shared';
import { fetchGalleryCards } from '../../api/cards';
import { SectionHeading } from '../../components/SectionHeading';
import { makerName } from '../../makers';
import { GALLERY_FRAME } from './GalleryCard';

/**
 * The community cards an administrator approved, beside the curated samples: each its thumbnail,
 * its title and its kind, opening its share page. Nothing shows while there are none (or the list
 * cannot be loaded): the gallery is whole without them.
 * @returns the section, or nothing
 */
export function CommunityCards() {
  const { t } = useTranslation();
  const [cards, setCards] = useState<CommunityCard[]>([]);
  useEffect(() => {
    let alive = true;
    fetchGalleryCards().then(
      (answer) => {
        if (alive) setCards(answer.cards);
      },
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, []);
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="gallery-community" className="mt-20" data-community-cards>
      <SectionHeading
        id="gallery-community"
        eyebrow={t('gallery.eyebrow')}
        title={t('gallery.community.title')}
        lead={t('gallery.community.lead')}
      />
      <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {cards.map((card) => {
          const title = card.title || t('gallery.community.untitled');
          return (
            <li key={card.shareId}>
              <Link
                to={`/c/${card.shareId}`}
                aria-label={t('gallery.community.open', { title })}
                className="group block overflow-hidden rounded-2xl bg-white ring-1 ring-gray-200 transition hover:-translate-y-1 hover:shadow-xl hover:shadow-indigo-500/10 dark:bg-white/[0.04] dark:ring-white/10"
              >
                <div className={`flex items-center justify-center ${GALLERY_FRAME}`}>
                  {card.thumbnailUrl && (
                    <img src={card.thumbnailUrl} alt="" loading="lazy" className="h-full w-full object-contain" />
                  )}
                </div>
                <div className="p-3">
                  <p className="line-clamp-2 text-sm font-semibold break-words text-gray-900 dark:text-white">
                    {title}
                  </p>
                  <p className="mt-0.5 text-xs text-gray-500 dark:text-gray-400">{t(makerName(card.kind))}</p>
                </div>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
