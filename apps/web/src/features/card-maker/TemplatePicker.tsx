import { useId } from 'react';
import { CHOICE_CARD_CLASS } from './StyleFields';

/** One choice in the template picker. */
export interface TemplateOption {
  id: string;
  name: string;
  description: string;
  /** A small swatch hinting at the template's look. */
  swatch: { background: string; accent: string };
}

/**
 * The template radio group: cards with a colour swatch, name and description; arrow keys move
 * between them as native radios do.
 * @param props - legend, options, the chosen id and onChange
 * @returns the fieldset
 */
export function TemplatePicker({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly TemplateOption[];
  value: string;
  onChange: (id: string) => void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
        {options.map((o) => (
          <label
            key={o.id}
            className={`${CHOICE_CARD_CLASS} group relative flex items-center gap-3 p-3 xl:flex-col xl:items-start dark:hover:ring-indigo-400/60`}
          >
            <input
              type="radio"
              name={name}
              value={o.id}
              checked={value === o.id}
              onChange={() => onChange(o.id)}
              className="sr-only"
            />
            <span
              aria-hidden
              className="h-9 w-9 shrink-0 rounded-xl shadow-inner ring-1 ring-black/10"
              style={{ background: `linear-gradient(135deg, ${o.swatch.background} 55%, ${o.swatch.accent} 55%)` }}
            />
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-gray-900 dark:text-white">{o.name}</span>
              <span className="block text-xs leading-snug text-gray-600 dark:text-gray-300">{o.description}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
