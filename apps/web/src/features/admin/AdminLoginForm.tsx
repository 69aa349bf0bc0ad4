import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { adminLogin } from '../../api/admin';
import { AuthForm } from '../auth/form/AuthForm';
import { FormNotice } from '../auth/form/FormNotice';
import { PasswordField } from '../auth/form/PasswordField';
import { SubmitButton } from '../auth/form/SubmitButton';
import { TextField } from '../auth/form/TextField';
import { setAdminSession } from '../auth/session';
import { useFormNotice } from '../auth/use-form-notice';

/**
 * The admin sign-in form: username or email, and password. Success stores the admin session
 * (adminToken + adminUser) and opens the dashboard; failure shows the server's message
 * ('invalid username or password') or the spec's "login failed, try again later".
 */
export function AdminLoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const { notice, show, showError, clear } = useFormNotice();

  const handleSubmit = async (): Promise<void> => {
    if (!username.trim() || !password) {
      show('error', t('admin.login.required'));
      return;
    }
    clear();
    setIsSubmitting(true);
    try {
      const res = await adminLogin({ username: username.trim(), password });
      setAdminSession(res.token, res.user);
      await navigate('/admin/v2/dashboard', { replace: true });
    } catch (error) {
      showError(error, t('admin.login.failed'));
      setIsSubmitting(false);
    }
  };

  return (
    <AuthForm onSubmit={handleSubmit}>
      <TextField
        label={t('admin.login.username')}
        name="username"
        autoComplete="username"
        placeholder={t('admin.login.usernamePlaceholder')}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        autoFocus
        required
      />
      <PasswordField
        label={t('admin.login.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
      />
      <FormNotice notice={notice} />
      <SubmitButton label={t('admin.login.submit')} busyLabel={t('admin.login.submitting')} isBusy={isSubmitting} />
    </AuthForm>
  );
}
