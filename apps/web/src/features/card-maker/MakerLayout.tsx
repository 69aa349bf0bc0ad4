import type { ReactNode } from 'react';

/**
 * The maker shell's page body. 'columns' (spec §2): input | preview | style on desktop; on a phone
 * the preview comes first, then the input, then the style. 'preview-first' (the blessing maker):
 * preview | settings, the preview first on a phone too. A columns maker with no style panel
 * (`style` null) gives its preview the room: input | preview.
 * @param props - heading, lead, banner, the layout and its columns (`settings` for preview-first)
 * @returns the page body
 */
export function MakerLayout({
  title,
  lead,
  banner,
  layout = 'columns',
  input,
  preview,
  style,
}: {
  title: string;
  lead: ReactNode;
  banner?: ReactNode;
  layout?: 'columns' | 'preview-first';
  input: ReactNode;
  preview: ReactNode;
  style: ReactNode | null;
}) {
  const isColumns = layout === 'columns';
  return (
    <main className={`mx-auto w-full px-4 py-8 sm:px-6 lg:py-10 ${isColumns ? 'max-w-[90rem]' : 'max-w-6xl'}`}>
      <header className="mb-6">
        <h1 className="text-2xl font-extrabold tracking-tight text-gray-900 sm:text-3xl dark:text-white">{title}</h1>
        <p className="mt-1 text-sm text-gray-500 sm:text-base dark:text-gray-400">{lead}</p>
      </header>
      {banner && <div className="sticky top-2 z-20 mb-4">{banner}</div>}
      {isColumns ? (
        <div
          className={`grid items-start gap-6 ${style ? 'lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)_minmax(0,20rem)]' : 'lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]'}`}
        >
          <div className="order-2 min-w-0 space-y-6 lg:order-1">{input}</div>
          <div className="order-1 min-w-0 space-y-4 lg:sticky lg:top-20 lg:order-2">{preview}</div>
          {style && <div className="order-3 min-w-0 space-y-6">{style}</div>}
        </div>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
          <div className="min-w-0 space-y-4 lg:sticky lg:top-20">{preview}</div>
          <div className="min-w-0 space-y-6">
            {input}
            {style}
          </div>
        </div>
      )}
    </main>
  );
}
