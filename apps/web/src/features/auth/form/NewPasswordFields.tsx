import { useTranslation } from 'react-i18next';
import { ConfirmPasswordField } from './ConfirmPasswordField';
import { PasswordField } from './PasswordField';

/**
 * The new password and its confirmation, as the register and forgot-password forms ask for them.
 * @param props - the password label, both values and their change handlers
 * @returns the two fields
 */
export function NewPasswordFields({
  label,
  password,
  confirmPassword,
  onPasswordChange,
  onConfirmPasswordChange,
}: {
  label: string;
  password: string;
  confirmPassword: string;
  onPasswordChange: (value: string) => void;
  onConfirmPasswordChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={label}
        name="new-password"
        autoComplete="new-password"
        placeholder={t('auth.fields.newPasswordPlaceholder')}
        value={password}
        onChange={(e) => onPasswordChange(e.target.value)}
        required
      />
      <ConfirmPasswordField
        label={t('auth.fields.confirmPassword')}
        name="confirm-password"
        placeholder={t('auth.fields.confirmPasswordPlaceholder')}
        password={password}
        value={confirmPassword}
        onChange={(e) => onConfirmPasswordChange(e.target.value)}
      />
    </>
  );
}
