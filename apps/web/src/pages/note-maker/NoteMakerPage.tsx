import { useTranslation } from 'react-i18next';
import { MakerIntro } from '../../components/MakerIntro';

/** The note card maker's page (the maker itself arrives with its own issue). */
export function NoteMakerPage() {
  const { t } = useTranslation();
  return (
    <MakerIntro
      title={t('common.makerIntro.note.title')}
      body={t('common.makerIntro.note.body')}
      art={
        <img src="/gallery/note-brunch.svg" alt="" width={360} height={480} className="w-full rounded-3xl shadow-2xl" />
      }
    />
  );
}
