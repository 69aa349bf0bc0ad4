import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePassword } from '../../api/users';
import { AuthForm } from '../auth/form/AuthForm';
import { ConfirmPasswordField } from '../auth/form/ConfirmPasswordField';
import { FormNotice } from '../auth/form/FormNotice';
import { PasswordField } from '../auth/form/PasswordField';
import { SubmitButton } from '../auth/form/SubmitButton';
import { useFormNotice } from '../auth/use-form-notice';
import { isPasswordMismatch, validateNewPassword } from '../auth/validate-auth-forms';

/**
 * Password change: current, new and confirmation. A mismatch shows inline and disables submit;
 * the server signs out the user's other sessions.
 */
export function PasswordChangeForm() {
  const { t } = useTranslation();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [isSaving, setIsSaving] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<{ current?: string; new?: string }>({});
  const { notice, show, showCode, showError, clear } = useFormNotice();

  const mismatch = isPasswordMismatch(newPassword, confirmPassword);

  const handleSubmit = async (): Promise<void> => {
    const errors: { current?: string; new?: string } = {};
    if (currentPassword === '') errors.current = t('account.password.currentRequired');
    if (newPassword === '') errors.new = t('account.password.newRequired');
    setFieldErrors(errors);
    if (errors.current || errors.new) {
      show('error', errors.current ?? errors.new!);
      return;
    }
    const problem = validateNewPassword(newPassword, confirmPassword);
    if (problem) return showCode(problem);
    clear();
    setIsSaving(true);
    try {
      await changePassword({ currentPassword, newPassword });
      setCurrentPassword('');
      setNewPassword('');
      setConfirmPassword('');
      show('success', t('account.password.saved'));
    } catch (error) {
      showError(error, t('account.password.failed'));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <AuthForm onSubmit={handleSubmit}>
      <PasswordField
        label={t('account.password.current')}
        name="current-password"
        autoComplete="current-password"
        value={currentPassword}
        onChange={(e) => {
          setCurrentPassword(e.target.value);
          setFieldErrors((f) => ({ ...f, current: undefined }));
        }}
        error={fieldErrors.current}
        required
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <PasswordField
          label={t('account.password.new')}
          name="new-password"
          autoComplete="new-password"
          placeholder={t('auth.fields.newPasswordPlaceholder')}
          value={newPassword}
          onChange={(e) => {
            setNewPassword(e.target.value);
            setFieldErrors((f) => ({ ...f, new: undefined }));
          }}
          error={fieldErrors.new}
          required
        />
        <ConfirmPasswordField
          label={t('account.password.confirm')}
          name="confirm-new-password"
          password={newPassword}
          value={confirmPassword}
          onChange={(e) => setConfirmPassword(e.target.value)}
        />
      </div>
      <FormNotice notice={notice} />
      <SubmitButton
        label={t('account.password.submit')}
        busyLabel={t('account.password.submitting')}
        isBusy={isSaving}
        disabled={mismatch}
        widthClass="w-full sm:w-auto"
      />
    </AuthForm>
  );
}
