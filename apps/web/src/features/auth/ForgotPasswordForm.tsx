import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RESEND_COUNTDOWN_S } from '@inkcard/shared';
import { resetPassword, sendVerificationCode } from '../../api/auth';
import { AuthForm } from './form/AuthForm';
import { CodeField } from './form/CodeField';
import { NewPasswordFields } from './form/NewPasswordFields';
import { EmailField } from './form/EmailField';
import { FormNotice } from './form/FormNotice';
import { SubmitButton } from './form/SubmitButton';
import { primaryButtonClass } from './form/styles';
import { SendCodeButton } from './SendCodeButton';
import { useCountdown } from './useCountdown';
import { useFormNotice } from './use-form-notice';
import { isPasswordMismatch, validateReset, validateSendCode } from './validate-auth-forms';

/**
 * The forgot-password form: email → a reset code by mail → code, new password and confirmation →
 * the password is reset and the user is pointed to the login.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const { notice, show, showCode, showError } = useFormNotice();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [busy, setBusy] = useState<'send' | 'reset' | null>(null);
  const [isDone, setIsDone] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);

  const handleSendCode = async (): Promise<void> => {
    // The allow-list governs new accounts only; any existing address may reset.
    const problem = validateSendCode(email);
    if (problem) return showCode(problem);
    setBusy('send');
    try {
      await sendVerificationCode(email.trim(), 'reset');
      setCodeSent(true);
      show('success', t('auth.register.codeSent'));
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
    const problem = validateReset({ email, code, password, confirmPassword });
    if (problem) return showCode(problem);
    setBusy('reset');
    try {
      await resetPassword({ email: email.trim(), code: code.trim(), newPassword: password });
      setIsDone(true);
      show('success', t('auth.forgot.success'));
    } catch (error) {
      showError(error, t('auth.forgot.failed'));
    } finally {
      setBusy(null);
    }
  };

  if (isDone) {
    return (
      <div className="space-y-5">
        <FormNotice notice={notice} />
        <Link to="/login" className={`${primaryButtonClass} w-full`}>
          {t('auth.forgot.goToLogin')}
        </Link>
      </div>
    );
  }

  const mismatch = isPasswordMismatch(password, confirmPassword);
  return (
    <AuthForm onSubmit={handleSubmit}>
      <EmailField
        autoComplete="email"
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
      {codeSent && (
        <fieldset className="space-y-5">
          <legend className="sr-only">{t('auth.forgot.newPassword')}</legend>
          <CodeField ref={codeRef} value={code} onCodeChange={setCode} />
          <NewPasswordFields
            label={t('auth.forgot.newPassword')}
            password={password}
            confirmPassword={confirmPassword}
            onPasswordChange={setPassword}
            onConfirmPasswordChange={setConfirmPassword}
          />
        </fieldset>
      )}
      <FormNotice notice={notice} />
      {codeSent && (
        <SubmitButton
          label={t('auth.forgot.submit')}
          busyLabel={t('auth.forgot.submitting')}
          isBusy={busy === 'reset'}
          disabled={mismatch}
        />
      )}
    </AuthForm>
  );
}
