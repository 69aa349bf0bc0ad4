import { useLayoutEffect, useRef, type FocusEvent, type ReactNode } from 'react';

/** Fields that bring up a phone's on-screen keyboard. */
const TYPED_INPUT = /^(text|search|email|url|tel|number|)$/;

/** Whether focus on this element means the visitor is typing. */
function isTyping(el: EventTarget | null): boolean {
  if (el instanceof HTMLTextAreaElement) return true;
  if (el instanceof HTMLInputElement) return TYPED_INPUT.test(el.getAttribute('type') ?? '');
  return el instanceof HTMLElement && el.isContentEditable;
}

/**
 * The maker shell's page body. 'columns' (spec §2): input | preview | style on desktop; on a phone
 * the preview comes first, then the input, then the style. 'preview-first' (the blessing maker):
 * preview | settings, the preview first on a phone too. A columns maker with no style panel
 * (`style` null) gives its preview the room: input | preview. Once a typed field has focus,
 * `onEditing(true)` until focus leaves the maker; with `isPreviewPinned` (the maker sets it once
 * there is a card) the preview sticks under the navigation on a phone, so the card stays in view
 * while the text below it is typed.
 * @param props - heading, lead, banner, the layout and its columns (`settings` for preview-first)
 * @returns the page body
 */
export function MakerLayout({
  title,
  lead,
  note,
  banner,
  layout = 'columns',
  input,
  preview,
  style,
  onEditing,
  isPreviewPinned = false,
}: {
  title: string;
  lead: ReactNode;
  /** A quiet line under the lead (the restored draft). */
  note?: ReactNode;
  /** The maker's notices: drawn over the page where the visitor is looking, whatever the scroll. */
  banner?: ReactNode;
  layout?: 'columns' | 'preview-first';
  input: ReactNode;
  preview: ReactNode;
  style: ReactNode | null;
  onEditing?: (isEditing: boolean) => void;
  isPreviewPinned?: boolean;
}) {
  const isColumns = layout === 'columns';
  const gridRef = useRef<HTMLDivElement>(null);
  // The field last typed in: the preview may pin while focus is on a button (the first card
  // appears when "generate" is pressed), and it is that field the visitor goes back to.
  const lastTyped = useRef<HTMLElement | null>(null);
  // Pinning moves the page under the field being typed in: bring it back out below the preview
  // (its scroll margin is the pinned preview's height).
  useLayoutEffect(() => {
    const active = document.activeElement;
    const field = active instanceof HTMLElement && isTyping(active) ? active : lastTyped.current;
    if (!isPreviewPinned || !field?.isConnected || !gridRef.current?.contains(field)) return;
    field.scrollIntoView({ block: 'nearest' });
    // Again once the preview has settled at its pinned size (the browser's scroll anchoring and
    // the card's own fitting run after this).
    const frame = requestAnimationFrame(() => field.scrollIntoView({ block: 'nearest' }));
    return () => cancelAnimationFrame(frame);
  }, [isPreviewPinned]);
  // Editing starts in a typed field and lasts while focus stays among the maker's controls (the
  // generate button, a template, the download), so a tap on them does not unpin the preview.
  const editing = {
    onFocus: (e: FocusEvent) => {
      if (!isTyping(e.target)) return;
      lastTyped.current = e.target as HTMLElement;
      onEditing?.(true);
    },
    onBlur: (e: FocusEvent<HTMLElement>) => {
      if (!(e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget))) onEditing?.(false);
    },
  };
  // Below lg the pinned preview sits under the 4rem navigation bar, above the fields.
  const pinned = isPreviewPinned ? 'max-lg:sticky max-lg:top-16 max-lg:z-30' : '';
  // A field scrolled into view (focus, the caret) stops below the pinned preview, not under it.
  const belowPinned = isPreviewPinned
    ? 'max-lg:[&_input]:scroll-mt-[calc(30dvh+9rem)] max-lg:[&_select]:scroll-mt-[calc(30dvh+9rem)] max-lg:[&_textarea]:scroll-mt-[calc(30dvh+9rem)]'
    : '';
  return (
    <main className={`mx-auto w-full px-4 py-8 sm:px-6 lg:py-10 ${isColumns ? 'max-w-[90rem]' : 'max-w-6xl'}`}>
      <header className="mb-6">
        <h1 className="text-2xl font-extrabold tracking-tight text-gray-900 sm:text-3xl dark:text-white">{title}</h1>
        <p className="mt-1 text-sm text-gray-500 sm:text-base dark:text-gray-400">{lead}</p>
        {note && <div className="mt-2">{note}</div>}
      </header>
      {/* Fixed under the navigation bar (4rem), above the pinned phone preview: a notice answers
          what the visitor just did (a download the gate stopped, an export), so it shows at once
          wherever the page is scrolled, not at the top of a page scrolled past. */}
      {banner && (
        <div className="pointer-events-none fixed inset-x-0 top-[4.75rem] z-[35] flex justify-center px-4">
          <div className="pointer-events-auto w-full max-w-2xl">{banner}</div>
        </div>
      )}
      {isColumns ? (
        <div
          ref={gridRef}
          {...editing}
          className={`grid items-start gap-6 ${belowPinned} ${style ? 'lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)_minmax(0,20rem)]' : 'lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]'}`}
        >
          <div className="order-2 min-w-0 space-y-6 lg:order-1">{input}</div>
          <div className={`order-1 min-w-0 space-y-4 lg:sticky lg:top-20 lg:order-2 ${pinned}`}>{preview}</div>
          {style && <div className="order-3 min-w-0 space-y-6">{style}</div>}
        </div>
      ) : (
        <div
          ref={gridRef}
          className={`grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] ${belowPinned}`}
          {...editing}
        >
          <div className={`min-w-0 space-y-4 lg:sticky lg:top-20 ${pinned}`}>{preview}</div>
          <div className="min-w-0 space-y-6">
            {input}
            {style}
          </div>
        </div>
      )}
    </main>
  );
}
