import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loginWithCode } from '../../api/auth';
import { AuthForm } from './form/AuthForm';
import { CodeField } from './form/CodeField';
import { FormNotice } from './form/FormNotice';
import { SubmitButton } from './form/SubmitButton';
import { RememberMeField } from './form/RememberMeField';
import { linkClass } from './form/styles';
import { EmailCodeSendField } from './EmailCodeSendField';
import { setSession } from './session';
import { useEmailCodeSender } from './useEmailCodeSender';
import { useFormNotice } from './use-form-notice';
import { readSavedRedirect } from './saved-redirect';
import { validateVerifyCode } from './validate-auth-forms';

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
  const form = useFormNotice();
  const { notice, showCode, showError, clear } = form;
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState(initialCode);
  const [rememberMe, setRememberMe] = useState(false);
  const [isSigningIn, setIsSigningIn] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const sender = useEmailCodeSender({
    purpose: 'login',
    sentText: t('auth.login.byCode.sent'),
    notice: form,
    codeField: codeRef,
    initiallySent: initialCode !== '',
  });

  const handleSubmit = async (): Promise<void> => {
    if (!sender.codeSent) return void sender.send(email);
    const problem = validateVerifyCode(email, code);
    if (problem) return showCode(problem);
    clear();
    setIsSigningIn(true);
    try {
      const res = await loginWithCode({ email: email.trim(), code: code.trim(), rememberMe });
      setSession(res.token, res.user, { remember: rememberMe });
      await navigate(readSavedRedirect() ?? '/', { replace: true });
    } catch (error) {
      showError(error, t('auth.login.failed'));
      setIsSigningIn(false);
    }
  };

  return (
    <AuthForm onSubmit={handleSubmit}>
      <p className="text-sm text-gray-600 dark:text-gray-300">{t('auth.login.byCode.hint')}</p>
      <EmailCodeSendField email={email} onEmailChange={setEmail} sender={sender} autoComplete="username" />
      {sender.codeSent && <CodeField ref={codeRef} value={code} onCodeChange={setCode} />}
      <RememberMeField checked={rememberMe} onChange={setRememberMe} />
      <FormNotice notice={notice} />
      {sender.codeSent && (
        <SubmitButton
          label={t('auth.login.byCode.submit')}
          busyLabel={t('auth.login.byCode.submitting')}
          isBusy={isSigningIn}
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
