import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { inputClass } from './styles';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** An inline error under the field; also marks the input invalid. */
  error?: string | null;
  hint?: ReactNode;
  /** Something beside the input (a send-code button, a captcha image). */
  addon?: ReactNode;
  /** Something inside the input's right edge (the show-password toggle). */
  trailing?: ReactNode;
  /** Extra content on the label's line, right-aligned (a forgot-password link). */
  labelAside?: ReactNode;
  /** Put the addon under the input on narrow screens, so a long value (an email) stays readable. */
  stackAddon?: boolean;
}

/** A labelled input with an optional hint, inline error and side addon. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, addon, trailing, labelAside, stackAddon = false, className = '', ...input },
  ref,
) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-gray-700 dark:text-gray-200">
          {label}
        </label>
        {labelAside}
      </div>
      <div className={stackAddon ? 'flex flex-col gap-2 sm:flex-row' : 'flex gap-2'}>
        <div className="relative min-w-0 flex-1">
          <input
            ref={ref}
            id={id}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={`${inputClass} ${trailing ? 'pr-11' : ''}`}
            {...input}
          />
          {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{trailing}</div>}
        </div>
        {addon}
      </div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-gray-500 dark:text-gray-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
});
