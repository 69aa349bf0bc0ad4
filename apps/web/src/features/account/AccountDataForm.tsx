import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { deleteAccount, downloadAccountData } from '../../api/users';
import { buttonClass } from '../../components/button-styles';
import { Dialog } from '../../components/Dialog';
import { AuthForm } from '../auth/form/AuthForm';
import { FormNotice } from '../auth/form/FormNotice';
import { PasswordField } from '../auth/form/PasswordField';
import { secondaryButtonClass } from '../auth/form/styles';
import { endSessionByUser } from '../auth/session';
import { useFormNotice } from '../auth/use-form-notice';

/** A red button for what cannot be undone. */
const dangerButtonClass =
  'inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-red-600 px-5 text-[15px] font-semibold text-white shadow-sm transition hover:bg-red-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-500 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * The user's own data (issue 31): a download of everything the server keeps about them, and the
 * deletion of their account, confirmed by their password in a dialog, after which they are
 * signed out everywhere and sent home.
 */
export function AccountDataForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const download = useFormNotice();
  const removal = useFormNotice();
  const [isDownloading, setIsDownloading] = useState(false);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [isDeleting, setIsDeleting] = useState(false);

  const handleDownload = async (): Promise<void> => {
    setIsDownloading(true);
    download.clear();
    try {
      const file = await downloadAccountData();
      const url = URL.createObjectURL(file);
      const link = document.createElement('a');
      link.href = url;
      link.download = t('account.data.fileName');
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 0);
      download.show('success', t('account.data.downloaded'));
    } catch (error) {
      download.showError(error, t('account.data.downloadFailed'));
    } finally {
      setIsDownloading(false);
    }
  };

  const handleDelete = async (): Promise<void> => {
    if (password === '') return removal.showCode('REQUIRED_FIELDS');
    setIsDeleting(true);
    removal.clear();
    try {
      await deleteAccount(password);
      endSessionByUser();
      await navigate('/', { replace: true });
    } catch (error) {
      removal.showError(error, t('account.data.deleteFailed'));
      setIsDeleting(false);
    }
  };

  const closeDialog = (): void => {
    setIsDialogOpen(false);
    setPassword('');
    removal.clear();
  };

  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() => void handleDownload()}
          disabled={isDownloading}
        >
          {isDownloading ? t('account.data.downloading') : t('account.data.download')}
        </button>
        <FormNotice notice={download.notice} />
      </div>
      <div className="space-y-3 border-t border-gray-200 pt-5 dark:border-gray-700">
        <h3 className="text-sm font-semibold text-gray-900 dark:text-white">{t('account.data.deleteTitle')}</h3>
        <p className="text-sm leading-relaxed text-gray-600 dark:text-gray-300">{t('account.data.deleteLead')}</p>
        <button type="button" className={dangerButtonClass} onClick={() => setIsDialogOpen(true)}>
          {t('account.data.deleteOpen')}
        </button>
      </div>
      <Dialog isOpen={isDialogOpen} onClose={closeDialog} title={t('account.data.deleteTitle')}>
        <AuthForm onSubmit={handleDelete}>
          <p className="text-sm leading-relaxed text-gray-600 dark:text-gray-300">{t('account.data.deleteLead')}</p>
          <PasswordField
            label={t('account.data.deletePassword')}
            name="delete-password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
          <FormNotice notice={removal.notice} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" className={buttonClass('secondary')} onClick={closeDialog}>
              {t('account.data.deleteCancel')}
            </button>
            <button type="submit" className={dangerButtonClass} disabled={isDeleting}>
              {isDeleting ? t('account.data.deleting') : t('account.data.deleteConfirm')}
            </button>
          </div>
        </AuthForm>
      </Dialog>
    </div>
  );
}
