import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './TextField';

/** The email input of the login, register and reset forms: labelled, required and focused first. */
export const EmailField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'label' | 'type' | 'name'>>(
  function EmailField(props, ref) {
    const { t } = useTranslation();
    return (
      <TextField
        ref={ref}
        label={t('auth.fields.email')}
        type="email"
        name="email"
        inputMode="email"
        placeholder={t('auth.fields.emailPlaceholder')}
        required
        autoFocus
        {...props}
      />
    );
  },
);
