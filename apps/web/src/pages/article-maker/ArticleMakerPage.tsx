import { useTranslation } from 'react-i18next';
import { MakerIntro } from '../../components/MakerIntro';

/** The article card maker's page (the maker itself arrives with its own issue). */
export function ArticleMakerPage() {
  const { t } = useTranslation();
  return (
    <MakerIntro
      title={t('common.makerIntro.article.title')}
      body={t('common.makerIntro.article.body')}
      art={
        <img
          src="/gallery/article-hot-news.svg"
          alt=""
          width={360}
          height={480}
          className="w-full rounded-3xl shadow-2xl"
        />
      }
    />
  );
}
