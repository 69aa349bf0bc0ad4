import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-styles';

/**
 * The labelled-text editor: a textarea with use-example and clear buttons, and the template's
 * format hints below. `showClear={false}` when the maker puts its clear button among `actions`.
 * @param props - value, onChange, onUseExample, onClear, hints (already translated), a placeholder,
 *   rows, actions, `tools` (undo and redo, on the left of the buttons) and `readOnly` (while AI writes)
 * @returns the editor
 */
export function CardTextInput({
  value,
  onChange,
  onUseExample,
  hints,
  placeholder,
  rows = 12,
  showClear = true,
  actions,
  tools,
  onClear,
  readOnly = false,
}: {
  value: string;
  onChange: (text: string) => void;
  onUseExample: () => void;
  /** The clear button's action (an undoable step); typing an empty text otherwise. */
  onClear?: () => void;
  tools?: ReactNode;
  readOnly?: boolean;
  hints: readonly string[];
  placeholder: string;
  rows?: number;
  showClear?: boolean;
  /** Buttons that act on the text (generate, clear), placed right under it, above the hints. */
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-end gap-2">
        {tools && <div className="mr-auto">{tools}</div>}
        {/* The panel heading already says what this is; the label stays for screen readers. */}
        <label htmlFor={id} className="sr-only">
          {t('makers.shell.textLabel')}
        </label>
        <div className="flex gap-1">
          {showClear && (
            <button
              type="button"
              className={buttonClass('ghost')}
              onClick={onClear ?? (() => onChange(''))}
              disabled={!value || readOnly}
            >
              {t('makers.shell.clear')}
            </button>
          )}
          <button type="button" className={buttonClass('secondary')} onClick={onUseExample} disabled={readOnly}>
            {t('makers.shell.useExample')}
          </button>
        </div>
      </div>
      <textarea
        id={id}
        value={value}
        rows={rows}
        spellCheck={false}
        placeholder={placeholder}
        readOnly={readOnly}
        aria-busy={readOnly || undefined}
        onChange={(e) => onChange(e.target.value)}
        // On a phone the box scrolls inside itself rather than reaching under the on-screen keyboard.
        className="block w-full resize-y rounded-2xl max-lg:max-h-[40dvh] border-0 bg-gray-50 px-4 py-3 font-mono text-sm leading-relaxed text-gray-900 ring-1 ring-gray-200 placeholder:text-gray-400 focus:bg-white focus:ring-2 focus:ring-indigo-500 focus:outline-none read-only:cursor-progress read-only:opacity-60 dark:bg-gray-900/60 dark:text-gray-100 dark:ring-white/10 dark:focus:bg-gray-900"
      />
      <p className="text-right text-xs text-gray-500 dark:text-gray-400">
        {t('makers.shell.characters', { count: Array.from(value).length })}
      </p>
      {actions}
      {hints.length > 0 && (
        <div className="rounded-2xl bg-indigo-50/70 p-4 text-xs leading-relaxed text-indigo-950 ring-1 ring-indigo-100 dark:bg-indigo-400/10 dark:text-indigo-100 dark:ring-indigo-400/20">
          <h3 className="mb-2 font-semibold">{t('makers.shell.hintsTitle')}</h3>
          <ul className="list-disc space-y-1 pl-4">
            {hints.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
