import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MakerPanel } from '../../features/card-maker/MakerPanel';
import { buttonClass } from '../../components/button-styles';
import type { MakerNotice } from '../../features/card-maker/MakerBanner';
import { coverFileProblem, readCoverImage } from './cover-image';

/**
 * The note's cover upload: choose, replace or remove an image; it is checked (spec §5), shrunk to
 * what the export needs and kept in this browser only.
 * @param props - the current cover, what to do with a new one, and how to show a notice
 * @returns the upload section
 */
export function NoteCoverUpload({
  cover,
  onChange,
  notify,
}: {
  cover: string | null;
  onChange: (cover: string | null) => void;
  notify: (notice: MakerNotice) => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [isReading, setReading] = useState(false);

  const handleFile = async (file: File | undefined): Promise<void> => {
    if (!file) return;
    const problem = coverFileProblem(file);
    if (problem) {
      notify({ tone: 'error', message: t(`makers.note.cover.${problem}`), durationMs: 6000 });
      return;
    }
    setReading(true);
    try {
      onChange(await readCoverImage(file));
    } catch {
      notify({ tone: 'error', message: t('makers.note.cover.unreadable'), durationMs: 6000 });
    } finally {
      setReading(false);
    }
  };

  return (
    <MakerPanel title={t('makers.note.cover.title')}>
      <div className="space-y-3">
        {cover && (
          <img src={cover} alt={t('makers.note.cover.alt')} className="max-h-40 w-full rounded-2xl object-cover" />
        )}
        <div className="flex flex-wrap gap-2">
          <label htmlFor={inputId} className={`${buttonClass('secondary')} cursor-pointer`} aria-busy={isReading}>
            {cover ? t('makers.note.cover.replace') : t('makers.note.cover.choose')}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept="image/*"
            className="sr-only"
            onChange={(e) => {
              void handleFile(e.target.files?.[0]);
              // The same file chosen again after a removal still fires change.
              e.target.value = '';
            }}
          />
          {cover && (
            <button type="button" className={buttonClass('ghost')} onClick={() => onChange(null)}>
              {t('makers.note.cover.remove')}
            </button>
          )}
        </div>
        <p className="text-xs text-gray-500 dark:text-gray-400">{t('makers.note.cover.hint')}</p>
      </div>
    </MakerPanel>
  );
}
