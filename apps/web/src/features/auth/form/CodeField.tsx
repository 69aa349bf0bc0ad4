import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './TextField';

type CodeFieldProps = Omit<TextFieldProps, 'label' | 'name' | 'onChange'> & {
  /** Receives the typed value with everything but digits removed. */
  onCodeChange: (code: string) => void;
};

/** The 6-digit email verification code input; it keeps only digits. */
export const CodeField = forwardRef<HTMLInputElement, CodeFieldProps>(function CodeField(
  { onCodeChange, ...props },
  ref,
) {
  const { t } = useTranslation();
  return (
    <TextField
      ref={ref}
      label={t('auth.fields.code')}
      name="code"
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={6}
      placeholder={t('auth.fields.codePlaceholder')}
      onChange={(e) => onCodeChange(e.target.value.replace(/\D/g, ''))}
      required
      {...props}
    />
  );
});
