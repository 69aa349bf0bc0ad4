import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@inkcard/shared';
import { changePassword } from '../../api/users';
import { currentLanguage } from '../../i18n';
import { FormNotice } from '../auth/form/FormNotice';
import { PasswordField } from '../auth/form/PasswordField';
import { Spinner } from '../auth/form/Spinner';
import { primaryButtonClass } from '../auth/form/styles';
import { useFormNotice } from '../auth/use-form-notice';
import { validateNewPassword } from '../auth/validate-auth-forms';

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

  const mismatch = confirmPassword !== '' && newPassword !== confirmPassword;

  const handleSubmit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
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
    <form noValidate onSubmit={(e) => void handleSubmit(e)} className="space-y-5">
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
        <PasswordField
          label={t('account.password.confirm')}
          name="confirm-new-password"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(e) => setConfirmPassword(e.target.value)}
          error={mismatch ? errorMessage('PASSWORD_MISMATCH', currentLanguage()) : null}
          required
        />
      </div>
      <FormNotice notice={notice} />
      <button type="submit" className={`${primaryButtonClass} w-full sm:w-auto`} disabled={isSaving || mismatch}>
        {isSaving && <Spinner />}
        {isSaving ? t('account.password.submitting') : t('account.password.submit')}
      </button>
    </form>
  );
}
