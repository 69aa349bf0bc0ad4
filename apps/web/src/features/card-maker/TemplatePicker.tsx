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

/** Beyond this many templates the picker shows names only, so the editor stays in reach. */
const COMPACT_AFTER = 6;

/**
 * The template radio group: cards with a colour swatch, name and description; arrow keys move
 * between them as native radios do. A long list (the article maker's thirteen) draws compact
 * cards, name only, and describes the chosen template once below them. The number of columns
 * follows the picker's own width (a container query), not the window's: on a desktop the picker
 * sits in a side column no wider than a phone, where three columns had pushed names such as
 * "Interview" past their card's edge.
 * @param props - legend, options, the chosen id, onChange, and onIntent: called when a pointer
 *   enters, a finger touches or focus reaches a template, before it is chosen (to load it ahead)
 * @returns the fieldset
 */
export function TemplatePicker({
  legend,
  options,
  value,
  onChange,
  onIntent,
}: {
  legend: string;
  options: readonly TemplateOption[];
  value: string;
  onChange: (id: string) => void;
  onIntent?: (id: string) => void;
}) {
  const name = useId();
  const descriptionId = useId();
  const isCompact = options.length > COMPACT_AFTER;
  const chosen = options.find((o) => o.id === value);
  return (
    <fieldset aria-describedby={isCompact ? descriptionId : undefined} className="@container min-w-0">
      <legend className="sr-only">{legend}</legend>
      <div
        className={
          isCompact
            ? 'grid grid-cols-2 gap-2 @min-[30rem]:grid-cols-3 @min-[40rem]:grid-cols-4'
            : 'grid gap-2 @min-[26rem]:grid-cols-2 @min-[36rem]:grid-cols-3'
        }
      >
        {options.map((o) => (
          <label
            key={o.id}
            title={isCompact ? o.description : undefined}
            // Pointer enter covers mouse, pen and a finger's touch; focus covers the keyboard.
            onPointerEnter={() => onIntent?.(o.id)}
            className={`${CHOICE_CARD_CLASS} group relative flex items-center dark:hover:ring-indigo-400/60 ${
              // Two columns in a 320 px phone's picker leave ~120 px a card: a smaller swatch and
              // inset keep "Interview" whole.
              isCompact ? 'min-h-11 gap-2 px-2.5 py-2 @max-[17rem]:gap-1.5 @max-[17rem]:px-2' : 'gap-3 p-3'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={o.id}
              checked={value === o.id}
              onChange={() => onChange(o.id)}
              onFocus={() => onIntent?.(o.id)}
              // At the card's centre, not its corner: a click on a card half under the sticky
              // header focuses a visible point, so the browser does not scroll the page to it.
              className="sr-only top-1/2 left-1/2"
            />
            <span
              aria-hidden
              className={`shrink-0 shadow-inner ring-1 ring-black/10 ${isCompact ? 'h-6 w-6 rounded-lg @max-[17rem]:h-5 @max-[17rem]:w-5' : 'h-9 w-9 rounded-xl'}`}
              style={{ background: `linear-gradient(135deg, ${o.swatch.background} 55%, ${o.swatch.accent} 55%)` }}
            />
            {/* A word longer than the card is narrow breaks rather than crossing its edge. */}
            <span className="min-w-0 break-words">
              <span className="block text-sm font-semibold text-gray-900 dark:text-white">{o.name}</span>
              <span className={isCompact ? 'sr-only' : 'block text-xs leading-snug text-gray-600 dark:text-gray-300'}>
                {o.description}
              </span>
            </span>
          </label>
        ))}
      </div>
      {isCompact && chosen && (
        <p id={descriptionId} className="mt-3 text-xs leading-snug text-gray-600 dark:text-gray-300">
          {chosen.name} · {chosen.description}
        </p>
      )}
    </fieldset>
  );
}
