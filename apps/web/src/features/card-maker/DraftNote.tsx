import { useTranslation } from 'react-i18next';
import { History } from 'lucide-react';
import type { KindId } from '@inkcard/card-engine';
import type { CardMaker } from './useCardMaker';

const LINK =
  'rounded-full px-2 py-0.5 font-semibold text-indigo-600 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none pointer-coarse:min-h-11 dark:text-indigo-300';

/**
 * The quiet line about this kind's draft: "restored your last card · start fresh" after a reload,
 * Back or a new visit, or "your last card is kept · open it" when a link opened another template.
 * @param props - the maker
 * @returns the line, or nothing
 */
export function DraftNote<K extends KindId>({ maker }: { maker: CardMaker<K> }) {
  const { t } = useTranslation();
  if (!maker.draftNotice) return null;
  const isRestored = maker.draftNotice === 'restored';
  return (
    <p
      role="status"
      data-testid="draft-note"
      className="flex flex-wrap items-center gap-x-1 gap-y-1 text-sm text-gray-500 dark:text-gray-400"
    >
      <History aria-hidden className="mr-1 h-4 w-4 shrink-0" />
      <span>{t(isRestored ? 'makers.draft.restored' : 'makers.draft.waiting')}</span>
      <span aria-hidden>·</span>
      <button type="button" className={LINK} onClick={isRestored ? maker.startFresh : maker.openDraft}>
        {t(isRestored ? 'makers.draft.startFresh' : 'makers.draft.open')}
      </button>
      <button
        type="button"
        className="ml-1 rounded-full px-2 py-0.5 text-xs underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none pointer-coarse:min-h-11"
        onClick={maker.dismissDraftNotice}
      >
        {t('makers.shell.dismiss')}
      </button>
    </p>
  );
}
