import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RESEND_COUNTDOWN_S, type CodePurpose } from '@inkcard/shared';
import { sendVerificationCode } from '../../api/auth';
import { useCountdown } from './useCountdown';
import type { useFormNotice } from './use-form-notice';
import { validateSendCode } from './validate-auth-forms';

/**
 * Sending an emailed code from a form (a password reset, a sign-in by code): the address checked,
 * the request sent, the form's notice told, the 60 s resend countdown started and the code field
 * focused.
 * @param options - what the code is for, the text once sent, the form's notice, the code field,
 *   and whether a code was sent already (a mailed link filled the form in)
 * @returns send(email), whether it is sending, whether a code went out, and the countdown
 */
export function useEmailCodeSender(options: {
  purpose: CodePurpose;
  sentText: string;
  notice: ReturnType<typeof useFormNotice>;
  codeField: { current: HTMLInputElement | null };
  initiallySent?: boolean;
}): { send: (email: string) => Promise<void>; isSending: boolean; codeSent: boolean; remaining: number } {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const [isSending, setIsSending] = useState(false);
  const [codeSent, setCodeSent] = useState(options.initiallySent ?? false);
  const { notice } = options;

  const send = async (email: string): Promise<void> => {
    // The allow-list governs new accounts only; any existing address may ask for these codes.
    const problem = validateSendCode(email);
    if (problem) return notice.showCode(problem);
    setIsSending(true);
    try {
      await sendVerificationCode(email.trim(), options.purpose);
      setCodeSent(true);
      notice.show('success', options.sentText);
      countdown.start(RESEND_COUNTDOWN_S);
      requestAnimationFrame(() => options.codeField.current?.focus());
    } catch (error) {
      notice.showError(error, t('auth.register.sendFailed'));
    } finally {
      setIsSending(false);
    }
  };
  return { send, isSending, codeSent, remaining: countdown.remaining };
}
