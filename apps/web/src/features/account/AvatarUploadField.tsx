import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATAR_ACCEPT, AVATAR_UPLOAD_ATTEMPTS, errorMessage, type PublicUser } from '@inkcard/shared';
import { uploadAvatar } from '../../api/users';
import { ImageIcon } from '../../components/icons';
import { currentLanguage } from '../../i18n';
import { FormNotice } from '../auth/form/FormNotice';
import { Spinner } from '../auth/form/Spinner';
import { primaryButtonClass, secondaryButtonClass } from '../auth/form/styles';
import { setSessionUser } from '../auth/session';
import { UserAvatar } from '../auth/UserAvatar';
import { useFormNotice } from '../auth/use-form-notice';
import { validateAvatarFile } from './validate-avatar-file';

/**
 * Avatar change: pick an image, see it previewed, upload it. The type and size checks of spec §5
 * run before upload; the upload makes up to 3 attempts 1 s apart; the stored user is updated so the
 * navigation shows the new avatar at once.
 */
export function AvatarUploadField({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const { notice, show, showError, clear } = useFormNotice();

  useEffect(() => {
    if (!file) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const resetInput = (): void => {
    if (inputRef.current) inputRef.current.value = '';
  };

  const handleChoose = (chosen: File | undefined): void => {
    if (!chosen) return;
    const problem = validateAvatarFile(chosen);
    if (problem) {
      setFile(null);
      resetInput();
      show('error', errorMessage(problem, currentLanguage()));
      return;
    }
    clear();
    setFile(chosen);
  };

  const handleCancel = (): void => {
    setFile(null);
    resetInput();
    clear();
  };

  const handleUpload = async (): Promise<void> => {
    if (!file) return;
    setIsUploading(true);
    clear();
    try {
      const res = await uploadAvatar(file, {
        onRetry: (attempt) => show('info', t('account.avatar.retrying', { attempt, total: AVATAR_UPLOAD_ATTEMPTS })),
      });
      setSessionUser(res.user);
      setFile(null);
      resetInput();
      show('success', t('account.avatar.saved'));
    } catch (error) {
      showError(error, t('account.avatar.failed'));
    } finally {
      setIsUploading(false);
    }
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-center">
        <div className="relative">
          <UserAvatar
            avatar={user.avatar}
            name={user.username}
            size={96}
            src={previewUrl}
            alt={previewUrl ? t('account.avatar.previewAlt') : t('account.avatar.currentAlt')}
            className="ring-4 ring-white shadow-md dark:ring-gray-800"
          />
          {isUploading && (
            <span className="absolute inset-0 flex items-center justify-center rounded-full bg-black/40 text-white">
              <Spinner className="h-6 w-6" />
            </span>
          )}
        </div>
        <div className="flex w-full flex-wrap justify-center gap-2 sm:w-auto sm:justify-start">
          <input
            ref={inputRef}
            id="avatar-file"
            type="file"
            accept={AVATAR_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-label={t('account.avatar.choose')}
            onChange={(e) => handleChoose(e.target.files?.[0])}
          />
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => inputRef.current?.click()}
            disabled={isUploading}
          >
            <ImageIcon className="h-4 w-4" strokeWidth={2} />
            {file ? t('account.avatar.change') : t('account.avatar.choose')}
          </button>
          {file && (
            <>
              <button
                type="button"
                className={primaryButtonClass}
                onClick={() => void handleUpload()}
                disabled={isUploading}
              >
                {isUploading && <Spinner />}
                {isUploading ? t('account.avatar.uploading') : t('account.avatar.upload')}
              </button>
              <button type="button" className={secondaryButtonClass} onClick={handleCancel} disabled={isUploading}>
                {t('account.avatar.cancel')}
              </button>
            </>
          )}
        </div>
      </div>
      <FormNotice notice={notice} />
    </div>
  );
}
