import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RESEND_COUNTDOWN_S } from '@inkcard/shared';
import { loginWithCode, sendVerificationCode } from '../../api/auth';
import { AuthForm } from './form/AuthForm';
import { CodeField } from './form/CodeField';
import { EmailField } from './form/EmailField';
import { FormNotice } from './form/FormNotice';
import { SubmitButton } from './form/SubmitButton';
import { checkboxClass, linkClass } from './form/styles';
import { SendCodeButton } from './SendCodeButton';
import { setSession } from './session';
import { useCountdown } from './useCountdown';
import { useFormNotice } from './use-form-notice';
import { readSavedRedirect } from './saved-redirect';
import { validateSendCode, validateVerifyCode } from './validate-auth-forms';

interface LoginWithCodeFormProps {
  /** Filled in from the address the visitor typed, or from the mailed link. */
  initialEmail?: string;
  /** The code from a mailed one-time link. */
  initialCode?: string;
  /** Back to the password form. */
  onUsePassword: () => void;
}

/**
 * Signing in with an emailed code (issue 31): for whoever cannot read the captcha, and for an
 * owner whose account is paused by someone guessing its password. Email → a 6-digit code by mail
 * (or the mail's one-time link, which fills both in) → signed in. The answer to "send" is the
 * same whether or not the address has an account.
 */
export function LoginWithCodeForm({ initialEmail = '', initialCode = '', onUsePassword }: LoginWithCodeFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const countdown = useCountdown();
  const { notice, show, showCode, showError, clear } = useFormNotice();
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState(initialCode);
  const [rememberMe, setRememberMe] = useState(false);
  const [codeSent, setCodeSent] = useState(initialCode !== '');
  const [busy, setBusy] = useState<'send' | 'login' | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  const handleSendCode = async (): Promise<void> => {
    const problem = validateSendCode(email);
    if (problem) return showCode(problem);
    setBusy('send');
    try {
      await sendVerificationCode(email.trim(), 'login');
      setCodeSent(true);
      show('success', t('auth.login.byCode.sent'));
      countdown.start(RESEND_COUNTDOWN_S);
      requestAnimationFrame(() => codeRef.current?.focus());
    } catch (error) {
      showError(error, t('auth.register.sendFailed'));
    } finally {
      setBusy(null);
    }
  };

  const handleSubmit = async (): Promise<void> => {
    if (!codeSent) return void handleSendCode();
    const problem = validateVerifyCode(email, code);
    if (problem) return showCode(problem);
    clear();
    setBusy('login');
    try {
      const res = await loginWithCode({ email: email.trim(), code: code.trim(), rememberMe });
      setSession(res.token, res.user, { remember: rememberMe });
      await navigate(readSavedRedirect() ?? '/', { replace: true });
    } catch (error) {
      showError(error, t('auth.login.failed'));
      setBusy(null);
    }
  };

  return (
    <AuthForm onSubmit={handleSubmit}>
      <p className="text-sm text-gray-600 dark:text-gray-300">{t('auth.login.byCode.hint')}</p>
      <EmailField
        autoComplete="username"
        stackAddon
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        addon={
          <SendCodeButton
            onClick={() => void handleSendCode()}
            isSending={busy === 'send'}
            remaining={countdown.remaining}
          />
        }
      />
      {codeSent && <CodeField ref={codeRef} value={code} onCodeChange={setCode} />}
      <div>
        <label className="flex cursor-pointer items-center gap-2.5 text-sm text-gray-700 select-none dark:text-gray-300">
          <input
            type="checkbox"
            className={checkboxClass}
            checked={rememberMe}
            onChange={(e) => setRememberMe(e.target.checked)}
          />
          {t('auth.login.rememberMe')}
        </label>
        <p className="mt-1 pl-6.5 text-xs text-gray-500 dark:text-gray-400">{t('auth.login.rememberHint')}</p>
      </div>
      <FormNotice notice={notice} />
      {codeSent && (
        <SubmitButton
          label={t('auth.login.byCode.submit')}
          busyLabel={t('auth.login.byCode.submitting')}
          isBusy={busy === 'login'}
        />
      )}
      <p className="text-center text-sm">
        <button type="button" className={linkClass} onClick={onUsePassword}>
          {t('auth.login.byCode.usePassword')}
        </button>
      </p>
    </AuthForm>
  );
}
