import type { ReactNode } from 'react';

/**
 * A titled column section of a maker (template, text, preview, style).
 * @param props - heading, optional actions beside it, and content
 * @returns the section
 */
export function MakerPanel({
  title,
  actions,
  children,
  id,
}: {
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-gray-200/80 dark:bg-gray-800/60 dark:ring-white/10"
    >
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={id} className="text-base font-semibold text-gray-900 dark:text-white">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
