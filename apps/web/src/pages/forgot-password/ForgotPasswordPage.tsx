import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../../features/auth/form/AuthCard';
import { linkClass } from '../../features/auth/form/styles';
import { ForgotPasswordForm } from '../../features/auth/ForgotPasswordForm';

/** /forgot-password (guests only): reset a password with an emailed code. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      footer={
        <Link to="/login" className={linkClass}>
          ← {t('auth.forgot.backToLogin')}
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
