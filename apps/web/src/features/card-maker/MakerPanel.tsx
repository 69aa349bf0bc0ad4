import type { ReactNode } from 'react';

/**
 * A titled column section of a maker (template, text, preview, style).
 * @param props - heading, optional actions beside it, and content; `isCompact` draws it tight and
 *   opaque (the preview pinned over the page on a phone)
 * @returns the section
 */
export function MakerPanel({
  title,
  actions,
  children,
  id,
  isCompact = false,
}: {
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  id?: string;
  isCompact?: boolean;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-3xl bg-white shadow-sm ring-1 ring-gray-200/80 dark:ring-white/10 ${
        isCompact ? 'p-2 shadow-lg dark:bg-gray-800' : 'p-5 dark:bg-gray-800/60'
      }`}
    >
      <div className={`flex items-center justify-between gap-3 ${isCompact ? 'mb-2 px-2' : 'mb-4'}`}>
        <h2 id={id} className="text-base font-semibold text-gray-900 dark:text-white">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
