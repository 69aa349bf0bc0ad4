import { useLayoutEffect, type KeyboardEvent, type RefObject } from 'react';

/**
 * Runs a native <dialog> as a modal while `isOpen`: showModal() before paint (the page behind turns
 * inert), and on close focus back where it was when it opened. Give the dialog
 * `onKeyDown={wrapTab}` too.
 * @param ref - the dialog
 * @param isOpen - whether it is open
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, isOpen: boolean): void {
  // Before paint, so an open dialog is drawn modal in the frame that mounts it.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      const previous = document.activeElement as HTMLElement | null;
      dialog.showModal();
      return () => {
        if (dialog.open) dialog.close();
        previous?.focus?.();
      };
    }
  }, [ref, isOpen]);
}

/**
 * A modal dialog's key handler: showModal() makes the page inert, but Tab can still leave for the
 * browser's own UI, so Tab and Shift+Tab wrap inside the dialog.
 * @param event - the key event on the dialog
 */
export function wrapTab(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const focusable = Array.from(
    event.currentTarget.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])',
    ),
  );
  if (focusable.length === 0) return;
  const first = focusable[0]!;
  const last = focusable[focusable.length - 1]!;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
