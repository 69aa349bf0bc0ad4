import { useTranslation } from 'react-i18next';
import { MakerIntro } from '../../components/MakerIntro';

/** The profile card maker's page (the maker itself arrives with its own issue). */
export function ProfileMakerPage() {
  const { t } = useTranslation();
  return (
    <MakerIntro
      title={t('common.makerIntro.profile.title')}
      body={t('common.makerIntro.profile.body')}
      art={
        <img
          src="/gallery/profile-default.svg"
          alt=""
          width={360}
          height={480}
          className="w-full rounded-3xl shadow-2xl"
        />
      }
    />
  );
}
