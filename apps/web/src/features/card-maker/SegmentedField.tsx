import { useId } from 'react';

/** The label style of the maker's option fields (style panel and export bar). */
export const FIELD_LABEL = 'text-xs font-semibold tracking-wide text-gray-600 uppercase dark:text-gray-300';

/**
 * A short choice as a row of buttons (a radio group): the style panel's short options, the export
 * bar's size and scale.
 * @param props - legend, options (value, label and an optional second line), the chosen value, a test id
 *   and whether it wraps
 * @returns the fieldset
 */
export function SegmentedField<V extends string | number>({
  legend,
  value,
  options,
  onChange,
  testId,
  isWrapping = false,
}: {
  legend: string;
  value: V;
  /** `detail`: a second, smaller line under the label (the export scale's output pixels). */
  options: readonly { value: V; label: string; detail?: string }[];
  onChange: (value: V) => void;
  testId?: string;
  /** Segments wrap onto more rows where the row is narrow (many or long labels). */
  isWrapping?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className="min-w-0" data-testid={testId}>
      <legend className={`${FIELD_LABEL} mb-2`}>{legend}</legend>
      <div className={`flex gap-1 rounded-xl bg-gray-100 p-1 dark:bg-gray-900/60 ${isWrapping ? 'flex-wrap' : ''}`}>
        {options.map((o) => (
          <label key={o.value} className={`${isWrapping ? 'flex-auto whitespace-nowrap' : 'flex-1'} cursor-pointer`}>
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="peer sr-only"
            />
            <span className="block rounded-lg px-2 py-1.5 text-center pointer-coarse:py-3.5 text-xs font-semibold text-gray-600 transition peer-checked:bg-white peer-checked:text-indigo-700 peer-checked:shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-indigo-500 dark:text-gray-300 dark:peer-checked:bg-gray-700 dark:peer-checked:text-indigo-200">
              <span className="block">{o.label}</span>
              {o.detail && (
                <span className="block text-[0.6875rem] font-normal whitespace-nowrap tabular-nums">{o.detail}</span>
              )}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
