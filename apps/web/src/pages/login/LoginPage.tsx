import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../../features/auth/form/AuthCard';
import { linkClass } from '../../features/auth/form/styles';
import { LoginForm } from '../../features/auth/LoginForm';

/** /login (guests only): the login card. */
export function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t('auth.login.title')}
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
      <LoginForm />
    </AuthCard>
  );
}
