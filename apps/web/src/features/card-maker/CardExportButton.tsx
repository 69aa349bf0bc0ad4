import { buttonClass } from '../../components/button-styles';

/**
 * The download button; shows progress while the export runs.
 * @param props - label, busy label, whether busy or disabled, and onClick
 * @returns the button
 */
export function CardExportButton({
  label,
  busyLabel,
  isBusy,
  disabled,
  onClick,
}: {
  label: string;
  busyLabel: string;
  isBusy: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={buttonClass('primary')}
      onClick={onClick}
      disabled={disabled || isBusy}
      aria-busy={isBusy}
    >
      <svg aria-hidden viewBox="0 0 20 20" className={`h-4 w-4 ${isBusy ? 'animate-bounce' : ''}`} fill="currentColor">
        <path d="M10 2a1 1 0 0 1 1 1v8.6l2.3-2.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L9 11.6V3a1 1 0 0 1 1-1ZM4 15a1 1 0 0 1 1 1v1h10v-1a1 1 0 1 1 2 0v2a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-2a1 1 0 0 1 1-1Z" />
      </svg>
      {isBusy ? busyLabel : label}
    </button>
  );
}
