import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUp, UserRound } from 'lucide-react';
import { PROFILE_PHOTO_MAX_BYTES, PROFILE_PHOTO_SIZE_PX } from '@inkcard/shared';
import { buttonClass } from '../../components/button-styles';
import { MakerPanel } from '../../features/card-maker/MakerPanel';
import { readSquareImage } from '../../features/card-maker/read-image-file';
import type { CardMaker } from '../../features/card-maker/useCardMaker';
import { useProfilePhoto, type PhotoSource } from './useProfilePhoto';

const OPTION =
  'flex-1 cursor-pointer rounded-lg px-2 py-1.5 text-center text-sm font-medium text-gray-600 transition has-[:checked]:bg-white has-[:checked]:text-gray-900 has-[:checked]:shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-500 dark:text-gray-300 dark:has-[:checked]:bg-gray-700 dark:has-[:checked]:text-white';

/**
 * The profile maker's photo panel: no photo, the account's avatar, or a picture from this device
 * (read and kept in the browser, never uploaded). Refused files are explained in the maker banner.
 * @param props - the maker (its picture, the banner) and whether the template draws a photo
 * @returns the panel
 */
export function ProfilePhotoField({ maker, isShown }: { maker: CardMaker<'profile'>; isShown: boolean }) {
  const { t } = useTranslation();
  const photo = useProfilePhoto(maker.image, maker.setImage);
  const { notify } = maker;
  const name = useId();
  const fileRef = useRef<HTMLInputElement>(null);

  const handleFile = async (file: File | undefined): Promise<void> => {
    if (!file) return;
    const res = await readSquareImage(file, { maxBytes: PROFILE_PHOTO_MAX_BYTES, sizePx: PROFILE_PHOTO_SIZE_PX });
    if (res.ok) photo.setUpload(res.dataUrl);
    else notify({ tone: 'warning', message: t(`makers.profile.photo.${res.error}`), durationMs: 5000 });
  };

  const options: { value: PhotoSource; label: string }[] = [
    { value: 'none', label: t('makers.profile.photo.none') },
    ...(photo.avatarUrl ? [{ value: 'avatar' as const, label: t('makers.profile.photo.avatar') }] : []),
    ...(photo.upload ? [{ value: 'upload' as const, label: t('makers.profile.photo.uploaded') }] : []),
  ];

  return (
    <MakerPanel title={t('makers.profile.photo.title')}>
      <div className="flex items-start gap-4">
        <span className="flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden rounded-full bg-gray-100 text-gray-400 ring-1 ring-gray-200 dark:bg-gray-900/60 dark:text-gray-500 dark:ring-white/10">
          {photo.url ? (
            <img src={photo.url} alt="" className="h-full w-full object-cover" />
          ) : (
            <UserRound aria-hidden className="h-7 w-7" />
          )}
        </span>
        <div className="min-w-0 flex-1 space-y-3">
          {options.length > 1 && (
            <fieldset>
              <legend className="sr-only">{t('makers.profile.photo.title')}</legend>
              <div className="flex rounded-xl bg-gray-100 p-1 ring-1 ring-gray-200 dark:bg-gray-900/60 dark:ring-white/10">
                {options.map((o) => (
                  <label key={o.value} className={OPTION}>
                    <input
                      type="radio"
                      name={name}
                      value={o.value}
                      checked={photo.source === o.value}
                      onChange={() => photo.choose(o.value)}
                      className="sr-only"
                    />
                    {o.label}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          <button type="button" className={buttonClass('secondary')} onClick={() => fileRef.current?.click()}>
            <ImageUp aria-hidden className="h-4 w-4" />
            {t(photo.upload ? 'makers.profile.photo.change' : 'makers.profile.photo.upload')}
          </button>
          <input
            ref={fileRef}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-label={t('makers.profile.photo.upload')}
            onChange={(e) => {
              void handleFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </div>
      </div>
      <p className="mt-3 text-xs leading-relaxed text-gray-500 dark:text-gray-400">
        {isShown ? t('makers.profile.photo.hint') : t('makers.profile.photo.notShown')}
      </p>
    </MakerPanel>
  );
}
