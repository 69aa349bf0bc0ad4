import { useId, type ReactNode } from 'react';

const LABEL = 'text-xs font-semibold tracking-wide text-gray-600 uppercase dark:text-gray-300';

/**
 * A labelled range slider with its value shown beside the label.
 * @param props - label, value, range, unit, onChange and an optional display override
 * @returns the field
 */
export function SliderField({
  label,
  value,
  min,
  max,
  step,
  unit,
  display,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  unit: string;
  display?: string;
  onChange: (value: number) => void;
}) {
  const id = useId();
  const decimals = step < 0.1 ? 2 : step < 1 ? 1 : 0;
  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between">
        <label htmlFor={id} className={LABEL}>
          {label}
        </label>
        <output htmlFor={id} className="font-mono text-xs text-gray-500 tabular-nums dark:text-gray-400">
          {display ?? `${value.toFixed(decimals)}${unit}`}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(e) => onChange(+(+e.target.value).toFixed(2))}
        className="w-full accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:accent-indigo-400"
      />
    </div>
  );
}

/**
 * A palette of colour swatches as a radio group.
 * @param props - label, colours, the chosen colour, a label per swatch and onChange
 * @returns the fieldset
 */
export function SwatchPicker({
  label,
  colors,
  value,
  swatchLabel,
  onChange,
}: {
  label: string;
  colors: readonly string[];
  value: string;
  swatchLabel: (color: string) => string;
  onChange: (color: string) => void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className={`${LABEL} mb-2`}>{label}</legend>
      <div className="flex flex-wrap gap-2">
        {colors.map((c) => (
          <label key={c} title={c} className="relative cursor-pointer">
            <input
              type="radio"
              name={name}
              value={c}
              checked={value.toLowerCase() === c.toLowerCase()}
              onChange={() => onChange(c)}
              className="peer sr-only"
              aria-label={swatchLabel(c)}
            />
            <span
              className="block h-7 w-7 rounded-full shadow-sm ring-1 ring-black/15 transition peer-checked:ring-2 peer-checked:ring-indigo-500 peer-checked:ring-offset-2 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-indigo-500 dark:ring-white/20 dark:peer-checked:ring-indigo-400 dark:peer-checked:ring-offset-gray-800"
              style={{ background: c }}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * A labelled select.
 * @param props - label, value, options (value + label + optional style) and onChange
 * @returns the field
 */
export function SelectField<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string; fontFamily?: string }[];
  onChange: (value: V) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={`${LABEL} mb-1.5 block`}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as V)}
        className="block w-full rounded-xl border-0 bg-gray-50 px-3 py-2 text-sm text-gray-900 ring-1 ring-gray-200 focus:ring-2 focus:ring-indigo-500 focus:outline-none dark:bg-gray-900/60 dark:text-gray-100 dark:ring-white/10"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value} style={o.fontFamily ? { fontFamily: o.fontFamily } : undefined}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A group heading inside a style panel.
 * @param props - the heading and the fields
 * @returns the group
 */
export function StyleGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-4 border-t border-gray-100 pt-4 first:border-t-0 first:pt-0 dark:border-white/10">
      <h3 className="text-sm font-semibold text-gray-900 dark:text-white">{title}</h3>
      {children}
    </div>
  );
}

export const FIELD_LABEL_CLASS = LABEL;
