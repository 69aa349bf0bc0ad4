import { useId, type ReactNode } from 'react';
import { FIELD_LABEL } from './SegmentedField';

const LABEL = FIELD_LABEL;
/** The label style every style and content field shares. */
export const FIELD_LABEL_CLASS = LABEL;
/** A radio choice drawn as a card (templates, colour schemes): ringed, highlighted when checked. */
export const CHOICE_CARD_CLASS =
  'cursor-pointer rounded-2xl ring-1 ring-gray-200 transition hover:ring-indigo-300 has-[:checked]:bg-indigo-50 has-[:checked]:ring-2 has-[:checked]:ring-indigo-500 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-500 dark:ring-white/10 dark:has-[:checked]:bg-indigo-500/10 dark:has-[:checked]:ring-indigo-400';
/** The input style of text, number and select fields. */
export const INPUT_CLASS =
  'block w-full rounded-xl border-0 bg-gray-50 px-3 py-2 pointer-coarse:min-h-11 text-sm text-gray-900 ring-1 ring-gray-200 focus:bg-white focus:ring-2 focus:ring-indigo-500 focus:outline-none dark:bg-gray-900/60 dark:text-gray-100 dark:ring-white/10 dark:focus:bg-gray-900';

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
        className="w-full accent-indigo-600 pointer-coarse:h-11 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:accent-indigo-400"
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
      <div className="flex flex-wrap gap-2 pointer-coarse:gap-0">
        {colors.map((c) => (
          <label
            key={c}
            title={c}
            className="relative cursor-pointer pointer-coarse:grid pointer-coarse:h-11 pointer-coarse:w-11 pointer-coarse:place-items-center"
          >
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
  secondary,
  onChange,
  onIntent,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string; fontFamily?: string }[];
  /** Options listed under a heading of their own after the others (e.g. Latin-only fonts). */
  secondary?: { label: string; values: readonly V[] };
  onChange: (value: V) => void;
  /** Called when the list is about to open (pointer over it, focus, touch): e.g. to load its fonts. */
  onIntent?: () => void;
}) {
  const id = useId();
  const option = (o: { value: V; label: string; fontFamily?: string }) => (
    <option key={o.value} value={o.value} style={o.fontFamily ? { fontFamily: o.fontFamily } : undefined}>
      {o.label}
    </option>
  );
  const isSecondary = (v: V): boolean => secondary?.values.includes(v) ?? false;
  return (
    <div>
      <label htmlFor={id} className={`${LABEL} mb-1.5 block`}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as V)}
        onPointerEnter={onIntent}
        onPointerDown={onIntent}
        onFocus={onIntent}
        className="block w-full rounded-xl border-0 bg-gray-50 px-3 py-2 text-sm text-gray-900 ring-1 ring-gray-200 pointer-coarse:min-h-11 focus:ring-2 focus:ring-indigo-500 focus:outline-none dark:bg-gray-900/60 dark:text-gray-100 dark:ring-white/10"
      >
        {options.filter((o) => !isSecondary(o.value)).map(option)}
        {secondary && (
          <optgroup label={secondary.label}>{options.filter((o) => isSecondary(o.value)).map(option)}</optgroup>
        )}
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

/**
 * A colour input with its hex value beside it; with `onClear`, an empty value follows another
 * colour (shown by `followsLabel`) and a button returns to it.
 * @param props - label, value, onChange and the optional follow-another-colour parts
 * @returns the field
 */
export function ColorField({
  label,
  value,
  onChange,
  follows,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  follows?: { color: string; label: string; clearLabel: string };
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={id} className={LABEL}>
          {label}
        </label>
        <span className="flex items-center gap-2">
          <span className="font-mono text-xs text-gray-500 dark:text-gray-400">{value || follows?.color}</span>
          <input
            id={id}
            type="color"
            value={value || follows?.color || '#000000'}
            onChange={(e) => onChange(e.target.value)}
            className="h-9 w-12 cursor-pointer pointer-coarse:h-11 pointer-coarse:w-14 rounded-lg border-0 bg-transparent p-0.5 ring-1 ring-gray-200 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:ring-white/15"
          />
        </span>
      </div>
      {follows && (
        <p className="flex items-center justify-between text-xs text-gray-500 dark:text-gray-400">
          <span>{value ? value : follows.label}</span>
          {value && (
            <button
              type="button"
              onClick={() => onChange('')}
              className="rounded-full px-2 py-1 font-semibold text-indigo-600 pointer-coarse:min-h-11 hover:bg-indigo-50 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:text-indigo-300 dark:hover:bg-indigo-400/10"
            >
              {follows.clearLabel}
            </button>
          )}
        </p>
      )}
    </div>
  );
}

/**
 * A number input whose range is enforced by the input alone: out-of-range or empty keystrokes are
 * ignored (spec §5, the blessing font sizes).
 * @param props - label, value, range and onChange
 * @returns the field
 */
export function NumberField({
  label,
  value,
  min,
  max,
  step,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs text-gray-500 dark:text-gray-400">
        {label}
      </label>
      <input
        id={id}
        type="number"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(e) => {
          const n = Math.round(Number(e.target.value));
          if (e.target.value !== '' && Number.isFinite(n) && n >= min && n <= max) onChange(n);
        }}
        className={INPUT_CLASS}
      />
    </div>
  );
}

/**
 * A grid of colour schemes as a radio group, each drawn as a strip of its colours.
 * @param props - legend, schemes with their names, the chosen id and onChange
 * @returns the fieldset
 */
export function SchemePicker({
  legend,
  schemes,
  value,
  onChange,
}: {
  legend: string;
  schemes: readonly { id: string; name: string; colors: readonly string[] }[];
  value: string;
  onChange: (id: string) => void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className={`${LABEL} mb-3`}>{legend}</legend>
      <div className="grid grid-cols-3 gap-2">
        {schemes.map((s) => (
          <label
            key={s.id}
            className={`${CHOICE_CARD_CLASS} flex flex-col items-center gap-2 p-2.5 text-center text-xs font-medium`}
          >
            <input
              type="radio"
              name={name}
              value={s.id}
              checked={value === s.id}
              onChange={() => onChange(s.id)}
              className="sr-only"
            />
            <span aria-hidden className="flex h-8 w-full overflow-hidden rounded-lg ring-1 ring-black/10">
              {s.colors.map((c, i) => (
                <span key={`${c}-${i}`} className="flex-1" style={{ background: c }} />
              ))}
            </span>
            <span className="text-gray-700 dark:text-gray-200">{s.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
