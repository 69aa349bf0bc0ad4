import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SMART_PASTE_MAX_CHARS, type KindId } from '@inkcard/card-engine';
import { buttonClass } from '../../components/button-styles';
import { SparklesIcon, WandIcon } from '../../components/icons';
import type { CardMaker } from './useCardMaker';
import { useTextAssist } from './useTextAssist';

const NOTE =
  'rounded-2xl p-3 text-sm leading-relaxed ring-1 bg-violet-50/80 text-violet-950 ring-violet-200 dark:bg-violet-400/10 dark:text-violet-100 dark:ring-violet-400/30';

/**
 * The smart paste and AI entry above a text maker's editor: two buttons, what the AI is writing
 * while it writes, and, once either has filled the editor, a note with the way back to the
 * original text. Pasted text the parser cannot read gets a hint to try smart paste.
 * @param props - the maker
 * @returns the bar
 */
export function TextAssistBar<K extends KindId>({ maker }: { maker: CardMaker<K> }) {
  const { t } = useTranslation();
  const assist = useTextAssist(maker);
  const unlabelled =
    maker.result?.ok === false &&
    maker.issues.some((i) => i.key === 'makers.parse.unlabelledText' || i.key === 'makers.parse.missingField');
  const isBusy = assist.streaming !== null;
  const aiOn = assist.hasAi && assist.status?.enabled === true;
  const noteId = useId();
  const usedUp = aiOn && assist.status?.remainingToday === 0;
  // Smart paste's code is fetched at the first sign of intent on either of its buttons.
  const prepare = {
    onPointerEnter: assist.prepareSmartPaste,
    onFocus: assist.prepareSmartPaste,
    onTouchStart: assist.prepareSmartPaste,
  };
  return (
    <div className="space-y-3" data-testid="text-assist">
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={assist.smartPaste}
          {...prepare}
          disabled={isBusy}
        >
          <WandIcon className="mr-1.5 text-base" />
          {t('makers.assist.smartPaste')}
        </button>
        {assist.hasAi && (
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={assist.generateWithAi}
            disabled={isBusy || usedUp}
            aria-describedby={aiOn ? noteId : undefined}
          >
            <SparklesIcon className="mr-1.5 text-base" />
            {t('makers.assist.ai')}
          </button>
        )}
        {aiOn && assist.status?.remainingToday !== undefined && (
          <span className="text-xs text-gray-500 dark:text-gray-400" data-testid="ai-remaining">
            {usedUp ? t('makers.assist.usedUp') : t('makers.assist.remaining', { count: assist.status.remainingToday })}
          </span>
        )}
      </div>
      {aiOn && (
        // What happens to the text, and what counts against the quota, before anyone presses it.
        <p id={noteId} className="text-xs leading-relaxed text-gray-500 dark:text-gray-400">
          {t('makers.assist.privacy', { provider: assist.status?.provider ?? 'AI' })} {t('makers.assist.counting')}
        </p>
      )}
      {unlabelled && !assist.applied && !isBusy && (
        <p className="text-xs text-gray-500 dark:text-gray-400">{t('makers.assist.suggest')}</p>
      )}
      {assist.message && (
        <p
          role={assist.message.tone === 'info' ? 'status' : 'alert'}
          className={
            assist.message.tone === 'info'
              ? 'text-sm text-gray-600 dark:text-gray-300'
              : 'text-sm font-medium text-rose-700 dark:text-rose-300'
          }
        >
          {assist.message.text}
        </p>
      )}
      {assist.explaining && (
        <div className={NOTE} role="status">
          <p>{t(assist.explaining === 'aiOff' ? 'makers.assist.aiOff' : 'makers.assist.signInForAi')}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            {assist.explaining === 'signIn' && (
              <Link to="/login" className={buttonClass('primary')}>
                {t('makers.shell.goToLogin')}
              </Link>
            )}
            <button
              type="button"
              className={buttonClass(assist.explaining === 'aiOff' ? 'primary' : 'secondary')}
              onClick={assist.smartPaste}
              {...prepare}
            >
              <WandIcon className="mr-1.5 text-base" />
              {t('makers.assist.smartPaste')}
            </button>
          </div>
        </div>
      )}
      {isBusy && (
        <div className={NOTE}>
          <div className="flex items-center justify-between gap-3">
            <p className="font-semibold">{t('makers.assist.writing')}</p>
            <button type="button" className={buttonClass('ghost')} onClick={assist.stop}>
              {t('makers.assist.stop')}
            </button>
          </div>
          <pre
            aria-live="polite"
            className="mt-2 max-h-48 overflow-auto font-sans text-xs break-words whitespace-pre-wrap"
          >
            {assist.streaming}
          </pre>
        </div>
      )}
      {assist.applied && (
        <div className={NOTE} role="status">
          <p>
            {t(assist.applied.by === 'ai' ? 'makers.assist.appliedAi' : 'makers.assist.appliedSmart')}
            {assist.applied.truncated && ` ${t('makers.assist.truncated', { count: SMART_PASTE_MAX_CHARS })}`}
          </p>
          {assist.applied.leftOut && (
            <div className="mt-2">
              <p>{t('makers.assist.leftOut', { count: assist.applied.leftOut.length })}</p>
              <ul className="mt-1 list-disc pl-5 break-words">
                {assist.applied.leftOut.map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ul>
            </div>
          )}
          <div className="mt-2 flex flex-wrap gap-2">
            <button type="button" className={buttonClass('secondary')} onClick={assist.restoreOriginal}>
              {t('makers.assist.restore')}
            </button>
            <button type="button" className={buttonClass('ghost')} onClick={assist.keep}>
              {t('makers.assist.keep')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
