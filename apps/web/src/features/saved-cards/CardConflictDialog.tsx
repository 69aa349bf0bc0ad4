import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-styles';
import { Dialog } from '../../components/Dialog';
import { useCatalog } from '../../i18n';
import type { SavedCardSession } from './useSavedCard';

/**
 * What a maker says when a save finds its card changed elsewhere (409): load the version saved
 * elsewhere, or save this one as a new card; nothing is overwritten either way.
 * @param props - the saved-card session
 * @returns the dialog (closed while there is no conflict)
 */
export function CardConflictDialog({ saved }: { saved: SavedCardSession }) {
  useCatalog('cards');
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={saved.conflict !== null}
      onClose={saved.dismissConflict}
      title={t('cards.maker.conflict.title')}
      footer={
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonClass('ghost')} onClick={saved.dismissConflict}>
            {t('cards.maker.conflict.cancel')}
          </button>
          <button type="button" className={buttonClass('secondary')} onClick={saved.reloadSaved}>
            {t('cards.maker.conflict.reload')}
          </button>
          <button type="button" className={buttonClass('primary')} onClick={() => void saved.saveAsNew()}>
            {t('cards.maker.conflict.saveCopy')}
          </button>
        </div>
      }
    >
      <p className="text-sm">{t('cards.maker.conflict.body')}</p>
    </Dialog>
  );
}
