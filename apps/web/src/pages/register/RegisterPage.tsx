import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../../features/auth/form/AuthCard';
import { linkClass } from '../../features/auth/form/styles';
import { RegisterForm } from '../../features/auth/RegisterForm';

/** /register (guests only): the register card. */
export function RegisterPage() {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <>
          {t('auth.register.hasAccount')}{' '}
          <Link to="/login" className={linkClass}>
            {t('auth.register.loginLink')}
          </Link>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
