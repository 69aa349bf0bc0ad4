import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type PublicUser } from '@inkcard/shared';
import { updateProfile } from '../../api/users';
import { currentLanguage } from '../../i18n';
import { AuthForm } from '../auth/form/AuthForm';
import { FormNotice } from '../auth/form/FormNotice';
import { SubmitButton } from '../auth/form/SubmitButton';
import { TextField } from '../auth/form/TextField';
import { setSessionUser } from '../auth/session';
import { useFormNotice } from '../auth/use-form-notice';
import { validateUsername } from '../auth/validate-auth-forms';

/**
 * Basic information: the username. An unchanged name gives the no-changes message without a request;
 * a saved one updates the stored user, so the navigation shows it at once.
 */
export function UsernameForm({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const [username, setUsername] = useState(user.username);
  const [isSaving, setIsSaving] = useState(false);
  const { notice, show, showCode, showError, clear } = useFormNotice();

  const handleSubmit = async (): Promise<void> => {
    const next = username.trim();
    if (next === user.username) {
      show('info', errorMessage('NO_CHANGES', currentLanguage()));
      return;
    }
    const problem = validateUsername(next);
    if (problem) return showCode(problem);
    clear();
    setIsSaving(true);
    try {
      const res = await updateProfile(next);
      setSessionUser(res.user);
      setUsername(res.user.username);
      show('success', t('account.profile.saved'));
    } catch (error) {
      showError(error, t('account.profile.failed'));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <AuthForm onSubmit={handleSubmit}>
      <TextField
        label={t('account.profile.email')}
        value={user.email}
        disabled
        readOnly
        hint={t('account.profile.emailHint')}
      />
      <TextField
        label={t('auth.fields.username')}
        name="username"
        autoComplete="nickname"
        maxLength={32}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        required
      />
      <FormNotice notice={notice} />
      <SubmitButton
        label={t('account.profile.submit')}
        busyLabel={t('account.profile.submitting')}
        isBusy={isSaving}
        widthClass="w-full sm:w-auto"
      />
    </AuthForm>
  );
}
