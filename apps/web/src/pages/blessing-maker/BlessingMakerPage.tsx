import { useTranslation } from 'react-i18next';

export function BlessingMakerPage() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-2xl font-bold">{t('common._ns')}</h1>
    </main>
  );
}
