import type { ReactNode } from 'react';
import { ExternalIcon } from '../../components/icons';

/** The curated samples' grid. */
export const GALLERY_GRID = 'mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** A curated sample's frame: its size is the card's, whether the card is drawn yet or not. */
export const GALLERY_FRAME =
  'aspect-[3/4] w-full bg-gray-100 bg-[radial-gradient(circle_at_1px_1px,rgba(99,102,241,0.12)_1px,transparent_0)] [background-size:18px_18px] dark:bg-gray-900';

/**
 * One curated sample: the card, its title and description, and the link that opens its maker in
 * a new tab. Without `href` it is the placeholder shown while the templates load: the same boxes
 * at the same sizes, so nothing moves when the cards arrive.
 * @param props - the card (or its empty frame), the title, description, the link and its label
 * @returns the list item
 */
export function GalleryCard({
  sample,
  title,
  description,
  details,
  href,
  detailsLabel,
}: {
  sample: ReactNode;
  title: string;
  description: string;
  details: string;
  href?: string;
  detailsLabel?: string;
}) {
  const link = 'mt-4 inline-flex items-center gap-1.5 self-start rounded-md text-sm font-semibold';
  return (
    <li className="group flex flex-col overflow-hidden rounded-3xl bg-white ring-1 ring-gray-200 transition hover:-translate-y-1 hover:shadow-xl hover:shadow-indigo-500/10 dark:bg-white/[0.04] dark:ring-white/10">
      {sample}
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-base font-bold text-gray-900 dark:text-white">{title}</h2>
        <p className="mt-1.5 flex-1 text-sm leading-relaxed">{description}</p>
        {href ? (
          <a
            href={href}
            target="_blank"
            rel="noopener"
            aria-label={detailsLabel}
            className={`${link} text-indigo-600 hover:underline dark:text-indigo-300`}
          >
            {details}
            <ExternalIcon />
          </a>
        ) : (
          <span aria-hidden="true" className={`${link} text-gray-400 dark:text-gray-500`}>
            {details}
            <ExternalIcon />
          </span>
        )}
      </div>
    </li>
  );
}
