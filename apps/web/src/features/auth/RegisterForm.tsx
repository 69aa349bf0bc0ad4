import { useEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { REGISTER_ERROR_CLEAR_MS, REGISTER_REDIRECT_MS, RESEND_COUNTDOWN_S } from '@inkcard/shared';
import { register, sendVerificationCode, verifyCode } from '../../api/auth';
import { AuthForm } from './form/AuthForm';
import { CodeField } from './form/CodeField';
import { NewPasswordFields } from './form/NewPasswordFields';
import { EmailField } from './form/EmailField';
import { FormNotice } from './form/FormNotice';
import { Spinner } from './form/Spinner';
import { SubmitButton } from './form/SubmitButton';
import { TextField } from './form/TextField';
import { checkboxClass, linkClass, secondaryButtonClass } from './form/styles';
import { SendCodeButton } from './SendCodeButton';
import { setSession } from './session';
import { useAuthConfig } from './useAuthConfig';
import { useCountdown } from './useCountdown';
import { useFormNotice } from './use-form-notice';
import { validateRegister, validateSendCode, validateVerifyCode } from './validate-auth-forms';
import { readSavedRedirect } from './saved-redirect';

/**
 * The register form (spec §2, §4): email with send-code and a 60 s countdown, code with verify
 * (the code field locks once verified), then username, password, confirmation and the terms box.
 * Errors clear after 3 s; success stores the session and, after 1.5 s, returns to the card a
 * download asked to sign in for (issue 25), else goes home.
 */
export function RegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { emailDomains } = useAuthConfig();
  const countdown = useCountdown();
  const { notice, show, showCode, showError } = useFormNotice(REGISTER_ERROR_CLEAR_MS);

  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [isVerified, setIsVerified] = useState(false);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState<'send' | 'verify' | 'register' | 'done' | null>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);
  useEffect(() => {
    if (isVerified) usernameRef.current?.focus();
  }, [isVerified]);

  const handleSendCode = async (): Promise<void> => {
    const problem = validateSendCode(email, emailDomains);
    if (problem) return showCode(problem);
    setBusy('send');
    try {
      await sendVerificationCode(email.trim(), 'register');
      show('success', t('auth.register.codeSent'));
      countdown.start(RESEND_COUNTDOWN_S);
      codeRef.current?.focus();
    } catch (error) {
      showError(error, t('auth.register.sendFailed'));
    } finally {
      setBusy(null);
    }
  };

  const handleVerify = async (): Promise<void> => {
    const problem = validateVerifyCode(email, code);
    if (problem) return showCode(problem);
    setBusy('verify');
    try {
      await verifyCode(email.trim(), code.trim());
      setIsVerified(true);
      show('success', t('auth.register.verifySuccess'));
    } catch (error) {
      showError(error, t('auth.register.verifyFailed'));
    } finally {
      setBusy(null);
    }
  };

  const handleChangeEmail = (): void => {
    setIsVerified(false);
    setCode('');
  };

  const handleSubmit = async (): Promise<void> => {
    if (busy) return;
    const problem = validateRegister({ email, code, username, password, confirmPassword, isVerified });
    if (problem) return showCode(problem);
    if (!agreed) return show('error', t('auth.register.mustAgree'));
    setBusy('register');
    try {
      const res = await register({
        email: email.trim(),
        username: username.trim(),
        password,
        verificationCode: code.trim(),
      });
      setSession(res.token, res.user, { remember: false });
      show('success', t('auth.register.success'));
      setBusy('done');
      // Back to the card a download asked to sign in for (its maker restores it), else home (§2).
      const back = readSavedRedirect();
      redirectTimer.current = setTimeout(
        () => void navigate(back ?? '/', { replace: true, state: back ? { registered: true } : undefined }),
        REGISTER_REDIRECT_MS,
      );
    } catch (error) {
      showError(error, t('auth.register.failed'));
      setBusy(null);
    }
  };

  return (
    <AuthForm onSubmit={handleSubmit}>
      <Steps isVerified={isVerified} />
      {emailDomains.length > 0 && (
        <p className="flex items-start gap-2 rounded-lg bg-indigo-50 px-3.5 py-2.5 text-sm text-indigo-700 dark:bg-indigo-500/10 dark:text-indigo-300">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="mt-0.5 h-4 w-4 shrink-0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M4 6h16v12H4zM4 7l8 6 8-6" strokeLinejoin="round" />
          </svg>
          <span data-testid="email-domain-notice">{domainNotice(emailDomains, t)}</span>
        </p>
      )}
      <EmailField
        autoComplete="email"
        stackAddon
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        disabled={isVerified}
        labelAside={
          isVerified ? (
            <button type="button" onClick={handleChangeEmail} className={`text-sm ${linkClass}`}>
              {t('auth.register.changeEmail')}
            </button>
          ) : undefined
        }
        addon={
          isVerified ? undefined : (
            <SendCodeButton
              onClick={() => void handleSendCode()}
              isSending={busy === 'send'}
              remaining={countdown.remaining}
            />
          )
        }
      />
      <CodeField
        ref={codeRef}
        value={code}
        onCodeChange={setCode}
        disabled={isVerified}
        addon={
          <button
            type="button"
            onClick={() => void handleVerify()}
            disabled={isVerified || busy === 'verify'}
            className={`${secondaryButtonClass} min-w-[6rem] ${isVerified ? 'border-emerald-300 text-emerald-700 dark:border-emerald-500/40 dark:text-emerald-300' : ''}`}
          >
            {busy === 'verify' && <Spinner />}
            {isVerified && (
              <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
                <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
              </svg>
            )}
            {isVerified
              ? t('auth.register.verified')
              : busy === 'verify'
                ? t('auth.register.verifying')
                : t('auth.register.verify')}
          </button>
        }
      />
      {isVerified && (
        <fieldset className="space-y-5 border-t border-gray-200 pt-5 dark:border-gray-700">
          <legend className="sr-only">{t('auth.register.stepAccount')}</legend>
          <TextField
            ref={usernameRef}
            label={t('auth.fields.username')}
            name="username"
            autoComplete="nickname"
            placeholder={t('auth.fields.usernamePlaceholder')}
            maxLength={32}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            required
          />
          <NewPasswordFields
            label={t('auth.fields.password')}
            password={password}
            confirmPassword={confirmPassword}
            onPasswordChange={setPassword}
            onConfirmPasswordChange={setConfirmPassword}
          />
          <label className="flex cursor-pointer items-start gap-2.5 text-sm text-gray-700 dark:text-gray-300">
            <input
              type="checkbox"
              className={`${checkboxClass} mt-0.5`}
              checked={agreed}
              onChange={(e) => setAgreed(e.target.checked)}
            />
            <span>
              {t('auth.register.agreePrefix')}{' '}
              <a href="/terms" target="_blank" rel="noopener" className={linkClass}>
                {t('auth.register.terms')}
              </a>
            </span>
          </label>
        </fieldset>
      )}
      <FormNotice notice={notice} />
      <SubmitButton
        label={t('auth.register.submit')}
        busyLabel={t('auth.register.submitting')}
        isBusy={busy === 'register'}
        disabled={busy === 'done'}
      />
    </AuthForm>
  );
}

// i18next's TFunction: ReturnType<typeof useTranslation>['t'] hits TS2589 once the catalog grows.
function domainNotice(domains: string[], t: TFunction): string {
  const isDefault = domains.length === 2 && domains.includes('qq.com') && domains.includes('163.com');
  return isDefault
    ? t('auth.register.domainNotice')
    : t('auth.register.domainNoticeList', { domains: domains.join(', ') });
}

function Steps({ isVerified }: { isVerified: boolean }) {
  const { t } = useTranslation();
  const steps = [t('auth.register.stepEmail'), t('auth.register.stepAccount')];
  return (
    <ol className="flex items-center gap-3 text-xs font-medium">
      {steps.map((label, i) => {
        const done = i === 0 && isVerified;
        const active = i === (isVerified ? 1 : 0);
        return (
          <li key={label} className="flex flex-1 items-center gap-2" aria-current={active ? 'step' : undefined}>
            <span
              className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-[11px] ${
                done
                  ? 'bg-emerald-500 text-white'
                  : active
                    ? 'bg-indigo-600 text-white'
                    : 'bg-gray-200 text-gray-500 dark:bg-gray-700 dark:text-gray-400'
              }`}
            >
              {done ? '✓' : i + 1}
            </span>
            <span className={active || done ? 'text-gray-900 dark:text-gray-100' : 'text-gray-500 dark:text-gray-400'}>
              {label}
            </span>
            {i === 0 && <span aria-hidden="true" className="h-px flex-1 bg-gray-200 dark:bg-gray-700" />}
          </li>
        );
      })}
    </ol>
  );
}
