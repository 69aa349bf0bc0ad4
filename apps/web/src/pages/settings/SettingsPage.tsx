import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AccountDataForm } from '../../features/account/AccountDataForm';
import { ApiTokensPanel } from '../../features/account/ApiTokensPanel';
import { AvatarUploadField } from '../../features/account/AvatarUploadField';
import { PasswordChangeForm } from '../../features/account/PasswordChangeForm';
import { SettingsSection } from '../../features/account/SettingsSection';
import { UsernameForm } from '../../features/account/UsernameForm';
import { useSession, wasSessionEndedByUser } from '../../features/auth/session';

/** /settings (login required): basic information, password change, avatar, API tokens and the user's own data. */
export function SettingsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, isSignedIn } = useSession();

  // The route guard ran with the session as stored; a session lost later (an expired token, a
  // failed start-up check, a logout in another tab) also leaves the page. The user's own logout
  // goes home instead.
  useEffect(() => {
    if (!isSignedIn && !wasSessionEndedByUser()) void navigate('/login', { replace: true });
  }, [isSignedIn, navigate]);

  if (!user) return null;
  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-8 sm:py-12">
      <header className="mb-8">
        <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl dark:text-white">
          {t('account.title')}
        </h1>
        <p className="mt-2 text-sm text-gray-500 dark:text-gray-400">{t('account.subtitle')}</p>
      </header>
      <div className="space-y-6">
        <SettingsSection title={t('account.avatar.title')} description={t('account.avatar.description')}>
          <AvatarUploadField user={user} />
        </SettingsSection>
        <SettingsSection title={t('account.profile.title')} description={t('account.profile.description')}>
          <UsernameForm user={user} />
        </SettingsSection>
        <SettingsSection title={t('account.password.title')} description={t('account.password.description')}>
          <PasswordChangeForm />
        </SettingsSection>
        <SettingsSection title={t('account.tokens.title')} description={t('account.tokens.description')}>
          <ApiTokensPanel />
        </SettingsSection>
        <SettingsSection title={t('account.data.title')} description={t('account.data.description')}>
          <AccountDataForm />
        </SettingsSection>
      </div>
    </main>
  );
}
