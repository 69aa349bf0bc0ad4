import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog, wrapTab } from '../hooks/useModalDialog';
import { CloseIcon } from './icons';

/**
 * A modal dialog on the native <dialog> element: showModal() makes the page behind inert, Tab and
 * Shift+Tab wrap inside it, Escape closes it, and focus returns to where it was when it closes.
 */
export function Dialog({
  isOpen,
  onClose,
  title,
  children,
  footer,
  labelledBy,
  size = 'md',
}: {
  isOpen: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  labelledBy?: string;
  /** `lg` for a dialog that lays out a form and pictures side by side (the maker's batch panel). */
  size?: 'md' | 'lg';
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const fallbackId = useId();
  const titleId = labelledBy ?? fallbackId;
  useModalDialog(ref, isOpen);

  return (
    <dialog
      onKeyDown={wrapTab}
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: let React own the open state instead of the browser.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${size === 'lg' ? 'max-w-2xl' : 'max-w-md'} overflow-visible rounded-3xl bg-transparent p-0 text-inherit backdrop:bg-gray-950/50 backdrop:backdrop-blur-sm`}
    >
      {isOpen && (
        <div className="relative rounded-3xl bg-white p-6 shadow-2xl ring-1 ring-gray-200 sm:p-8 dark:bg-gray-800 dark:ring-white/10">
          <button
            type="button"
            onClick={onClose}
            aria-label={t('common.dialog.close')}
            className="absolute top-4 right-4 inline-flex h-9 w-9 items-center justify-center rounded-full text-xl pointer-coarse:h-11 pointer-coarse:w-11 text-gray-500 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-400 dark:hover:bg-white/10 dark:hover:text-white"
          >
            <CloseIcon />
          </button>
          <h2 id={titleId} className="pr-10 text-xl font-bold text-gray-900 dark:text-white">
            {title}
          </h2>
          <div className="mt-4">{children}</div>
          {footer && <div className="mt-6 flex justify-end gap-3">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
