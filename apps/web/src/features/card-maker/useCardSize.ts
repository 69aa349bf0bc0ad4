import { useEffect, useState } from 'react';

/** The element the export draws: the card, or a carousel's first page. */
export function exportedNode(cardRef: React.RefObject<HTMLDivElement | null>): HTMLElement | null {
  const root = cardRef.current;
  return root?.querySelector<HTMLElement>('[data-carousel-page]') ?? (root?.firstElementChild as HTMLElement | null);
}

/** Follows the exported card's CSS size (it changes with the text, the width and the canvas). */
export function useCardSize(cardRef: React.RefObject<HTMLDivElement | null>, hasCard: boolean) {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const root = cardRef.current;
    if (!root || !hasCard) return;
    const read = (): void => {
      const node = exportedNode(cardRef);
      const next = { width: node?.offsetWidth ?? 0, height: node?.offsetHeight ?? 0 };
      setSize((s) => (s.width === next.width && s.height === next.height ? s : next));
    };
    read();
    const observer = new ResizeObserver(read);
    observer.observe(root);
    const mutations = new MutationObserver(() => {
      read();
      const node = exportedNode(cardRef);
      if (node) observer.observe(node);
    });
    mutations.observe(root, { childList: true, subtree: true });
    const node = exportedNode(cardRef);
    if (node) observer.observe(node);
    return () => {
      observer.disconnect();
      mutations.disconnect();
    };
  }, [cardRef, hasCard]);
  return size;
}
