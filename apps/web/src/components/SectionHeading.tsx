import type { ReactNode } from 'react';

/** A section's eyebrow, h2 and optional lead, centred. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
}: {
  id?: string;
  eyebrow: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wide text-indigo-600 uppercase dark:text-indigo-400">{eyebrow}</p>
      <h2
        id={id}
        className="mt-2 text-2xl font-extrabold tracking-tight text-balance text-gray-900 sm:text-3xl dark:text-white"
      >
        {title}
      </h2>
      {lead && <p className="mt-3 text-base leading-relaxed text-pretty">{lead}</p>}
    </div>
  );
}
