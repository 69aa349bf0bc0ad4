import type { ReactNode } from 'react';

/**
 * The three-column maker shell (spec §2): input | preview | style on desktop; on a phone the
 * preview comes first, then the input, then the style.
 * @param props - heading, lead, banner and the three columns
 * @returns the page body
 */
export function MakerLayout({
  title,
  lead,
  banner,
  input,
  preview,
  style,
}: {
  title: string;
  lead: string;
  banner?: ReactNode;
  input: ReactNode;
  preview: ReactNode;
  style: ReactNode;
}) {
  return (
    <main className="mx-auto w-full max-w-[90rem] px-4 py-8 sm:px-6 lg:py-10">
      <header className="mb-6">
        <h1 className="text-2xl font-extrabold tracking-tight text-gray-900 sm:text-3xl dark:text-white">{title}</h1>
        <p className="mt-1 text-sm text-gray-500 sm:text-base dark:text-gray-400">{lead}</p>
      </header>
      {banner && <div className="sticky top-2 z-20 mb-4">{banner}</div>}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)_minmax(0,20rem)]">
        <div className="order-2 min-w-0 space-y-6 lg:order-1">{input}</div>
        <div className="order-1 min-w-0 space-y-4 lg:sticky lg:top-20 lg:order-2">{preview}</div>
        <div className="order-3 min-w-0 space-y-6">{style}</div>
      </div>
    </main>
  );
}
