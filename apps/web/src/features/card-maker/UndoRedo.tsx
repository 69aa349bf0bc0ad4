import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Redo2, Undo2 } from 'lucide-react';
import type { KindId } from '@inkcard/card-engine';
import type { CardMaker } from './useCardMaker';

const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
const SHORTCUTS = {
  undo: { aria: IS_MAC ? 'Meta+Z' : 'Control+Z', hint: IS_MAC ? '⌘Z' : 'Ctrl+Z' },
  redo: { aria: IS_MAC ? 'Meta+Shift+Z' : 'Control+Shift+Z Control+Y', hint: IS_MAC ? '⇧⌘Z' : 'Ctrl+Shift+Z' },
} as const;

const BUTTON =
  'inline-flex h-8 w-8 items-center justify-center rounded-full text-gray-600 transition hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-35 disabled:hover:bg-transparent pointer-coarse:h-11 pointer-coarse:w-11 dark:text-gray-300 dark:hover:bg-white/10';

/**
 * Ctrl/⌘+Z undoes and Ctrl/⌘+Shift+Z (or Ctrl+Y) redoes the maker's last change, from anywhere on
 * the page, the editor included: the maker's history covers typing too (one step per pause), so the
 * browser's own undo of the text box, which knows nothing of examples or templates, is not used.
 * @param maker - the maker
 */
export function useUndoShortcuts<K extends KindId>({ undo, redo }: Pick<CardMaker<K>, 'undo' | 'redo'>): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || e.isComposing) return;
      const key = e.key.toLowerCase();
      if (key === 'z') {
        e.preventDefault();
        if (e.shiftKey) redo();
        else undo();
      } else if (key === 'y' && !e.shiftKey && !IS_MAC) {
        e.preventDefault();
        redo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo]);
}

/**
 * The undo and redo buttons (every change that replaced text or style: typing, an example, a
 * template, clear, smart paste, AI, a restored card, the style).
 * @param props - the maker
 * @returns two icon buttons
 */
export function UndoRedoButtons<K extends KindId>({ maker }: { maker: CardMaker<K> }) {
  const { t } = useTranslation();
  const buttons = [
    { key: 'undo', Icon: Undo2, onClick: maker.undo, disabled: !maker.canUndo },
    { key: 'redo', Icon: Redo2, onClick: maker.redo, disabled: !maker.canRedo },
  ] as const;
  return (
    <div className="flex items-center gap-0.5" role="group" aria-label={t('makers.history.label')}>
      {buttons.map(({ key, Icon, onClick, disabled }) => (
        <button
          key={key}
          type="button"
          className={BUTTON}
          onClick={onClick}
          disabled={disabled}
          aria-label={t(`makers.history.${key}`)}
          title={`${t(`makers.history.${key}`)} (${SHORTCUTS[key].hint})`}
          aria-keyshortcuts={SHORTCUTS[key].aria}
        >
          <Icon aria-hidden className="h-4 w-4" />
        </button>
      ))}
    </div>
  );
}
