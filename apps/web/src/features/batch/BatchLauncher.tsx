import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KindId } from '@inkcard/card-engine';
import { buttonClass } from '../../components/button-styles';
import { Dialog } from '../../components/Dialog';
import type { CardMaker } from '../card-maker/useCardMaker';

// The panel, the spreadsheet reader and the ZIP writer load when the button is pressed.
const BatchPanel = lazy(() => import('./BatchPanel'));

/**
 * The maker's "Batch" button and its dialog: the one place a maker mounts batches.
 * @param props - the maker
 * @returns the button (and, once pressed, the dialog)
 */
export function BatchLauncher<K extends KindId>({ maker }: { maker: CardMaker<K> }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={buttonClass('secondary')} onClick={() => setOpen(true)}>
        {t('makers.batch.button')}
      </button>
      <Dialog isOpen={isOpen} onClose={() => setOpen(false)} title={t('makers.batch.title')} size="lg">
        {isOpen && (
          <Suspense fallback={null}>
            {/* The panel reads the maker through its generic face. */}
            <BatchPanel maker={maker as unknown as CardMaker<KindId>} />
          </Suspense>
        )}
      </Dialog>
    </>
  );
}
