import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { resetPassword } from '../../api/auth';
import { AuthForm } from './form/AuthForm';
import { CodeField } from './form/CodeField';
import { NewPasswordFields } from './form/NewPasswordFields';
import { FormNotice } from './form/FormNotice';
import { SubmitButton } from './form/SubmitButton';
import { primaryButtonClass } from './form/styles';
import { EmailCodeSendField } from './EmailCodeSendField';
import { useEmailCodeSender } from './useEmailCodeSender';
import { useFormNotice } from './use-form-notice';
import { isPasswordMismatch, validateReset } from './validate-auth-forms';

/**
 * The forgot-password form: email → a reset code by mail → code, new password and confirmation →
 * the password is reset and the user is pointed to the login.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const form = useFormNotice();
  const { notice, show, showCode, showError } = form;
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [isResetting, setIsResetting] = useState(false);
  const [isDone, setIsDone] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const sender = useEmailCodeSender({
    purpose: 'reset',
    sentText: t('auth.register.codeSent'),
    notice: form,
    codeField: codeRef,
  });

  const handleSubmit = async (): Promise<void> => {
    if (!sender.codeSent) return void sender.send(email);
    const problem = validateReset({ email, code, password, confirmPassword });
    if (problem) return showCode(problem);
    setIsResetting(true);
    try {
      await resetPassword({ email: email.trim(), code: code.trim(), newPassword: password });
      setIsDone(true);
      show('success', t('auth.forgot.success'));
    } catch (error) {
      showError(error, t('auth.forgot.failed'));
    } finally {
      setIsResetting(false);
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
      <EmailCodeSendField email={email} onEmailChange={setEmail} sender={sender} autoComplete="email" />
      {sender.codeSent && (
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
      {sender.codeSent && (
        <SubmitButton
          label={t('auth.forgot.submit')}
          busyLabel={t('auth.forgot.submitting')}
          isBusy={isResetting}
          disabled={mismatch}
        />
      )}
    </AuthForm>
  );
}
