import type { ReactNode } from 'react';

/** A page's title block: optional eyebrow, the h1 and a lead paragraph. */
export function PageHeading({
  eyebrow,
  title,
  lead,
  align = 'left',
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'left' | 'center';
}) {
  const centered = align === 'center';
  return (
    <header className={centered ? 'mx-auto max-w-2xl text-center' : 'max-w-3xl'}>
      {eyebrow && (
        <p className="mb-3 text-sm font-semibold tracking-wide text-indigo-600 uppercase dark:text-indigo-400">
          {eyebrow}
        </p>
      )}
      <h1 className="text-3xl font-extrabold tracking-tight text-balance text-gray-900 sm:text-4xl dark:text-white">
        {title}
      </h1>
      {lead && <p className="mt-4 text-base leading-relaxed text-pretty sm:text-lg">{lead}</p>}
    </header>
  );
}
