import { useTranslation } from 'react-i18next';
import type { CardForm } from '@inkcard/card-templates';

const OPTION =
  'flex-1 rounded-full px-4 py-1.5 text-sm font-semibold text-gray-700 transition-colors hover:bg-white/70 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none aria-checked:bg-white aria-checked:text-indigo-700 aria-checked:shadow-sm dark:text-gray-200 dark:hover:bg-white/10 dark:aria-checked:bg-gray-900 dark:aria-checked:text-indigo-300';

/**
 * The choice between a template's own card and its 3:4 pages, shown above the preview whenever the
 * template has a paged form (CardTemplate.pagedForm): a radio group of two.
 * @param props - the chosen form and what choosing does
 * @returns the switch
 */
export function CardFormSwitch({ value, onChange }: { value: CardForm; onChange: (form: CardForm) => void }) {
  const { t } = useTranslation();
  const options: { form: CardForm; label: string }[] = [
    { form: 'card', label: t('makers.cardForm.card') },
    { form: 'pages', label: t('makers.cardForm.pages') },
  ];
  return (
    <div className="mb-4 flex flex-wrap items-center justify-center gap-x-3 gap-y-1">
      <div
        role="radiogroup"
        aria-label={t('makers.cardForm.legend')}
        className="flex w-full max-w-xs gap-1 rounded-full bg-gray-100 p-1 ring-1 ring-gray-200 dark:bg-white/5 dark:ring-white/10"
        onKeyDown={(e) => {
          if (!['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(e.key)) return;
          e.preventDefault();
          const next = value === 'card' ? 'pages' : 'card';
          onChange(next);
          e.currentTarget.querySelector<HTMLButtonElement>(`[data-form="${next}"]`)?.focus();
        }}
      >
        {options.map((o) => (
          <button
            key={o.form}
            type="button"
            role="radio"
            data-form={o.form}
            aria-checked={value === o.form}
            tabIndex={value === o.form ? 0 : -1}
            className={OPTION}
            onClick={() => onChange(o.form)}
          >
            {o.label}
          </button>
        ))}
      </div>
      <p className="text-xs text-gray-500 dark:text-gray-400">
        {t(value === 'pages' ? 'makers.cardForm.pagesHint' : 'makers.cardForm.cardHint')}
      </p>
    </div>
  );
}
