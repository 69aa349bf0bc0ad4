import { useTranslation } from 'react-i18next';
import type { LegalSlug } from '../../routes';

export function LegalPage({ slug }: { slug: LegalSlug }) {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-3xl px-4 py-10" data-slug={slug}>
      <h1 className="text-2xl font-bold">{t('legal._ns')}</h1>
    </main>
  );
}
