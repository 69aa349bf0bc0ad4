import { useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { loadCardFonts } from '@inkcard/card-templates';

const nextFrame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => resolve()));

/** Off screen but laid out and painted (a card's fit and the export measure real boxes). */
const STAGE: CSSProperties = { position: 'fixed', left: -20_000, top: 0, pointerEvents: 'none' };

/**
 * Waits until a drawn card is ready to export, as /render waits: the card fonts' stylesheets and
 * faces, its images decoded, then two frames for the fit (measured before paint) and a
 * carousel's pages to settle.
 * @param holder - the element holding the card
 */
async function settled(holder: HTMLElement): Promise<void> {
  await loadCardFonts();
  void holder.offsetHeight;
  await document.fonts.ready;
  await Promise.all(Array.from(holder.querySelectorAll('img'), (img) => img.decode().catch(() => undefined)));
  await nextFrame();
  await nextFrame();
}

function StagedCard({ children, onReady }: { children: ReactNode; onReady: (root: HTMLElement) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let isLive = true;
    const holder = ref.current!;
    void settled(holder).then(() => {
      const root = holder.firstElementChild as HTMLElement | null;
      if (isLive && root) onReady(root);
    });
    return () => {
      isLive = false;
    };
  }, [onReady]);
  return <div ref={ref}>{children}</div>;
}

/**
 * An off-screen stage that draws one card at a time for a batch: `draw(card)` resolves with the
 * card's root once it is ready to export; the next `draw` replaces it.
 * @returns the stage element to mount, `draw`, and `clear` to empty it
 */
export function useCardStage(): {
  stage: ReactNode;
  draw: (card: ReactNode) => Promise<HTMLElement>;
  clear: () => void;
} {
  const [current, setCurrent] = useState<{ card: ReactNode; key: number; onReady: (root: HTMLElement) => void } | null>(
    null,
  );
  const counter = useRef(0);
  const draw = useCallback(
    (card: ReactNode) =>
      new Promise<HTMLElement>((resolve) => {
        counter.current += 1;
        setCurrent({ card, key: counter.current, onReady: resolve });
      }),
    [],
  );
  const clear = useCallback(() => setCurrent(null), []);
  // In the body, not in the dialog that runs the batch: a modal dialog scrolls its own content,
  // and a card far off its edge would widen it.
  const stage = createPortal(
    <div style={STAGE} aria-hidden="true" inert data-batch-stage>
      {current && (
        <StagedCard key={current.key} onReady={current.onReady}>
          {current.card}
        </StagedCard>
      )}
    </div>,
    document.body,
  );
  return { stage, draw, clear };
}
