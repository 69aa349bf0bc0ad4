import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../../features/auth/form/AuthCard';
import { linkClass } from '../../features/auth/form/styles';
import { LoginForm } from '../../features/auth/LoginForm';
import { LoginWithCodeForm } from '../../features/auth/LoginWithCodeForm';

/**
 * /login (guests only): the login card, with a password and captcha, or with an emailed code
 * (issue 31). `?by=code` opens the code form; a mailed one-time link (`?email=…&code=…`) opens it
 * filled in, waiting for a press (a mail scanner opening the link signs nobody in).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const linkCode = /^\d{6}$/.test(params.get('code') ?? '') ? (params.get('code') ?? '') : '';
  const [mode, setMode] = useState<{ by: 'password' | 'code'; email: string }>({
    by: linkCode || params.get('by') === 'code' ? 'code' : 'password',
    email: params.get('email') ?? '',
  });
  return (
    <AuthCard
      title={mode.by === 'code' ? t('auth.login.byCode.title') : t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <Link to="/register" className={linkClass}>
            {t('auth.login.registerLink')}
          </Link>
        </>
      }
    >
      {mode.by === 'code' ? (
        <LoginWithCodeForm
          initialEmail={mode.email}
          initialCode={linkCode}
          onUsePassword={() => setMode({ by: 'password', email: mode.email })}
        />
      ) : (
        <LoginForm onUseCode={(email) => setMode({ by: 'code', email })} />
      )}
    </AuthCard>
  );
}
