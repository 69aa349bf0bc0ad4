import { useTranslation } from 'react-i18next';
import { Spinner } from './form/Spinner';
import { secondaryButtonClass } from './form/styles';

interface SendCodeButtonProps {
  onClick: () => void;
  isSending: boolean;
  /** Seconds until another code may be sent; 0 when it may. */
  remaining: number;
  disabled?: boolean;
}

/** The send-code button beside an email field, showing the resend countdown. */
export function SendCodeButton({ onClick, isSending, remaining, disabled }: SendCodeButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled || isSending || remaining > 0}
      className={`${secondaryButtonClass} min-w-[7.5rem] tabular-nums`}
    >
      {isSending && <Spinner />}
      {isSending
        ? t('auth.register.sendingCode')
        : remaining > 0
          ? t('auth.register.resendIn', { seconds: remaining })
          : t('auth.register.sendCode')}
    </button>
  );
}
