import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { adminLogin } from '../../api/admin';
import { CaptchaImage } from '../auth/CaptchaImage';
import { AuthForm } from '../auth/form/AuthForm';
import { FormNotice } from '../auth/form/FormNotice';
import { PasswordField } from '../auth/form/PasswordField';
import { SubmitButton } from '../auth/form/SubmitButton';
import { TextField } from '../auth/form/TextField';
import { setAdminSession } from '../auth/session';
import { useFormNotice } from '../auth/use-form-notice';

/**
 * The admin sign-in form: username or email, password and captcha. Success stores the admin
 * session (adminToken + adminUser) and opens the dashboard; failure shows the server's message
 * ('invalid username or password', too many attempts) or the spec's "login failed, try again
 * later", and brings a new captcha, since every attempt spends one.
 */
export function AdminLoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [captchaKey, setCaptchaKey] = useState(0);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const { notice, show, showError, clear } = useFormNotice();
  const captchaRef = useRef<HTMLInputElement>(null);

  const refreshCaptcha = (): void => {
    setCaptcha('');
    setCaptchaKey((k) => k + 1);
  };

  const handleSubmit = async (): Promise<void> => {
    if (!username.trim() || !password || !captcha.trim()) {
      show('error', t('admin.login.required'));
      return;
    }
    clear();
    setIsSubmitting(true);
    try {
      const res = await adminLogin({ username: username.trim(), password, captcha: captcha.trim() });
      setAdminSession(res.token, res.user);
      await navigate('/admin/v2/dashboard', { replace: true });
    } catch (error) {
      showError(error, t('admin.login.failed'));
      refreshCaptcha();
      captchaRef.current?.focus();
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
      <TextField
        ref={captchaRef}
        label={t('auth.captcha.label')}
        name="captcha"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        placeholder={t('auth.captcha.placeholder')}
        maxLength={16}
        value={captcha}
        onChange={(e) => setCaptcha(e.target.value)}
        required
        addon={<CaptchaImage refreshKey={captchaKey} onRefresh={refreshCaptcha} />}
      />
      <FormNotice notice={notice} />
      <SubmitButton label={t('admin.login.submit')} busyLabel={t('admin.login.submitting')} isBusy={isSubmitting} />
    </AuthForm>
  );
}
