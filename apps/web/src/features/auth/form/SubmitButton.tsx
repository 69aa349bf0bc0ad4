import { Spinner } from './Spinner';
import { primaryButtonClass } from './styles';

interface SubmitButtonProps {
  /** The action's label ('登录', 'Save'…). */
  label: string;
  /** The label while the request runs ('登录中…'). */
  busyLabel: string;
  /** Shows the spinner and the busy label, and disables the button. */
  isBusy: boolean;
  /** Disables the button for other reasons (passwords differ, already done). */
  disabled?: boolean;
  /** Width classes; full width unless the form says otherwise. */
  widthClass?: string;
}

/** The primary submit button of the account forms, with a spinner and a busy label while submitting. */
export function SubmitButton({ label, busyLabel, isBusy, disabled = false, widthClass = 'w-full' }: SubmitButtonProps) {
  return (
    <button type="submit" className={`${primaryButtonClass} ${widthClass}`} disabled={isBusy || disabled}>
      {isBusy && <Spinner />}
      {isBusy ? busyLabel : label}
    </button>
  );
}
