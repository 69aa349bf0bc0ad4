import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { login } from '../../api/auth';
import { ApiError } from '../../api/client';
import { CaptchaImage } from './CaptchaImage';
import { AuthForm } from './form/AuthForm';
import { EmailField } from './form/EmailField';
import { FormNotice } from './form/FormNotice';
import { PasswordField } from './form/PasswordField';
import { SubmitButton } from './form/SubmitButton';
import { TextField } from './form/TextField';
import { RememberMeField } from './form/RememberMeField';
import { linkClass, secondaryButtonClass } from './form/styles';
import { setSession } from './session';
import { useAuthConfig } from './useAuthConfig';
import { useFormNotice } from './use-form-notice';
import { validateLogin } from './validate-auth-forms';
import { readSavedRedirect } from './saved-redirect';

/** Providers we know how to label; the server's config decides which of them show. */
const SOCIAL_LABEL_KEYS = { wechat: 'auth.social.wechat', qq: 'auth.social.qq', github: 'auth.social.github' } as const;
type SocialProvider = keyof typeof SOCIAL_LABEL_KEYS;
const isKnownProvider = (p: string): p is SocialProvider => Object.hasOwn(SOCIAL_LABEL_KEYS, p);

/**
 * The login form (spec §2): email, password with show/hide, captcha, remember-me, forgot-password
 * and register links, and social buttons for configured providers. A failure refreshes and clears
 * the captcha; success stores the session and returns to a saved maker path, else home. Whoever
 * cannot read the captcha, or finds the account paused after wrong passwords, is offered the
 * sign-in by emailed code (issue 31).
 * @param props - onUseCode: switch to the emailed-code form with the address typed so far
 */
export function LoginForm({ onUseCode }: { onUseCode: (email: string) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { socialProviders } = useAuthConfig();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [isLocked, setIsLocked] = useState(false);
  const { notice, showCode, showError, clear } = useFormNotice();
  const captchaRef = useRef<HTMLInputElement>(null);

  const refreshCaptcha = (): void => {
    setCaptcha('');
    setCaptchaKey((k) => k + 1);
  };

  const handleSubmit = async (): Promise<void> => {
    const problem = validateLogin({ email, password, captcha });
    if (problem) {
      showCode(problem);
      return;
    }
    clear();
    setIsSubmitting(true);
    try {
      const res = await login({ email: email.trim(), password, captcha: captcha.trim(), rememberMe });
      setSession(res.token, res.user, { remember: rememberMe });
      // The maker that saved this path restores its text and removes the saved keys itself.
      await navigate(readSavedRedirect() ?? '/', { replace: true });
    } catch (error) {
      showError(error, t('auth.login.failed'));
      setIsLocked(error instanceof ApiError && error.code === 'LOGIN_THROTTLED');
      // Every attempt consumes the captcha on the server, so a new one is needed.
      refreshCaptcha();
      captchaRef.current?.focus();
      setIsSubmitting(false);
    }
  };

  const providers = socialProviders.filter(isKnownProvider);

  return (
    <AuthForm onSubmit={handleSubmit}>
      <EmailField autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
      <PasswordField
        label={t('auth.fields.password')}
        name="password"
        autoComplete="current-password"
        placeholder={t('auth.fields.passwordPlaceholder')}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
        labelAside={
          <Link to="/forgot-password" className={`text-sm ${linkClass}`}>
            {t('auth.login.forgotPassword')}
          </Link>
        }
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
      <p className="-mt-3 text-sm">
        <button type="button" className={linkClass} onClick={() => onUseCode(email.trim())}>
          {t('auth.login.byCode.offer')}
        </button>
      </p>
      <RememberMeField checked={rememberMe} onChange={setRememberMe} />
      <FormNotice notice={notice} />
      {isLocked && (
        <button type="button" className={`${secondaryButtonClass} w-full`} onClick={() => onUseCode(email.trim())}>
          {t('auth.login.byCode.offerLocked')}
        </button>
      )}
      <SubmitButton label={t('auth.login.submit')} busyLabel={t('auth.login.submitting')} isBusy={isSubmitting} />
      {providers.length > 0 && (
        <div>
          <div className="relative my-2 flex items-center" aria-hidden="true">
            <span className="h-px flex-1 bg-gray-200 dark:bg-gray-700" />
          </div>
          <p className="mb-3 text-center text-xs text-gray-500 dark:text-gray-400">{t('auth.login.orContinueWith')}</p>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
            {providers.map((provider) => (
              <a
                key={provider}
                href={`/api/auth/social/${provider}`}
                className={secondaryButtonClass}
                aria-label={t('auth.social.continueWith', { provider: t(SOCIAL_LABEL_KEYS[provider]) })}
              >
                {t(SOCIAL_LABEL_KEYS[provider])}
              </a>
            ))}
          </div>
        </div>
      )}
    </AuthForm>
  );
}
