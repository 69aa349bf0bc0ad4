import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopyText } from '../../hooks/useCopyText';
import { cardAltText } from './card-alt-text';

/**
 * The exported image's alt text, offered beside the download: the words the card shows, in
 * reading order, kept current as the card changes, with a copy button. A PNG cannot carry alt
 * text to where it is posted; the poster pastes this as the image description. Its element is
 * also the preview image's description (`aria-describedby`).
 * @param props - the preview wrapper whose only child is the card, and the id to give the text
 * @returns the disclosure
 */
export function CardAltText({ cardRef, id }: { cardRef: RefObject<HTMLDivElement | null>; id: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const { copy, isCopied } = useCopyText();

  useEffect(() => {
    const wrapper = cardRef.current;
    if (!wrapper) return;
    let timer = 0;
    const read = (): void => {
      window.clearTimeout(timer);
      // Carousels lay their pages out after fonts load; read once the card has settled.
      timer = window.setTimeout(() => setText(cardAltText(wrapper.firstElementChild as HTMLElement | null)), 200);
    };
    read();
    const observer = new MutationObserver(read);
    observer.observe(wrapper, { subtree: true, childList: true, characterData: true });
    return () => {
      window.clearTimeout(timer);
      observer.disconnect();
    };
  }, [cardRef]);

  const handleCopy = (): void => {
    void copy(text);
  };

  return (
    <details className="group mt-4 rounded-2xl bg-gray-50 text-sm ring-1 ring-gray-200 dark:bg-white/[0.03] dark:ring-white/10">
      <summary className="cursor-pointer rounded-2xl px-4 py-3 font-semibold text-gray-800 dark:text-gray-100">
        {t('makers.shell.altText')}
      </summary>
      <div className="space-y-3 px-4 pb-4">
        <p className="text-xs text-gray-600 dark:text-gray-300">{t('makers.shell.altTextHint')}</p>
        <p
          id={id}
          className="rounded-xl bg-white p-3 whitespace-pre-line text-gray-800 dark:bg-gray-900 dark:text-gray-100"
        >
          {text}
        </p>
        <div className="flex items-center gap-3">
          <button
            type="button"
            onClick={handleCopy}
            className="rounded-full px-3 py-1 text-xs pointer-coarse:min-h-11 pointer-coarse:px-4 font-semibold text-indigo-700 ring-1 ring-indigo-200 hover:bg-indigo-50 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:text-indigo-200 dark:ring-indigo-400/30 dark:hover:bg-indigo-400/10"
          >
            {t('makers.shell.copyAltText')}
          </button>
          <span role="status" className="text-xs text-emerald-700 dark:text-emerald-300">
            {isCopied ? t('makers.shell.copied') : ''}
          </span>
        </div>
      </div>
    </details>
  );
}
