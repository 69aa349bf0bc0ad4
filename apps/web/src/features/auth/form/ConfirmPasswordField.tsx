import { errorMessage } from '@inkcard/shared';
import { currentLanguage } from '../../../i18n';
import { isPasswordMismatch } from '../validate-auth-forms';
import { PasswordField } from './PasswordField';
import type { TextFieldProps } from './TextField';

type ConfirmPasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing' | 'error' | 'value'> & {
  /** The new password this field must repeat. */
  password: string;
  value: string;
};

/** The "repeat the new password" input; it shows the mismatch inline as soon as it has a value. */
export function ConfirmPasswordField({ password, value, ...props }: ConfirmPasswordFieldProps) {
  return (
    <PasswordField
      autoComplete="new-password"
      value={value}
      error={isPasswordMismatch(password, value) ? errorMessage('PASSWORD_MISMATCH', currentLanguage()) : null}
      required
      {...props}
    />
  );
}
