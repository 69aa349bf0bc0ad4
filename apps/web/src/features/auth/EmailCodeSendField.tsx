import { EmailField } from './form/EmailField';
import { SendCodeButton } from './SendCodeButton';
import type { useEmailCodeSender } from './useEmailCodeSender';

/**
 * An email field with its send-code button beside it (a password reset, a sign-in by code).
 * @param props - the address and its setter, the sender, and the field's autocomplete hint
 */
export function EmailCodeSendField({
  email,
  onEmailChange,
  sender,
  autoComplete,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  sender: ReturnType<typeof useEmailCodeSender>;
  autoComplete: 'email' | 'username';
}) {
  return (
    <EmailField
      autoComplete={autoComplete}
      stackAddon
      value={email}
      onChange={(e) => onEmailChange(e.target.value)}
      addon={
        <SendCodeButton
          onClick={() => void sender.send(email)}
          isSending={sender.isSending}
          remaining={sender.remaining}
        />
      }
    />
  );
}
