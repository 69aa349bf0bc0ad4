import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@inkcard/card-templates/fonts.css';
import {
  BLESSING_CLASSIC_RESET,
  BLESSING_CREATIVE_RESET,
  parseBlessing,
  type BlessingContent,
  type BlessingStyle,
} from '@inkcard/card-engine';
import { BLESSING_TEMPLATES, findBlessingTemplate, type BlessingTemplate } from '@inkcard/card-templates';
import { cardFileName } from '@inkcard/card-templates/export';
import { MakerPanel } from '../../features/card-maker/MakerPanel';
import { MakerBanner, type MakerNotice } from '../../features/card-maker/MakerBanner';
import { TemplatePicker } from '../../features/card-maker/TemplatePicker';
import { CardPreview } from '../../features/card-maker/CardPreview';
import { CardExportButton } from '../../features/card-maker/CardExportButton';
import { useCardExport } from '../../features/card-maker/useCardExport';
import { currentLanguage } from '../../i18n';
import { BlessingClassicControls, BlessingContentFields, BlessingCreativeControls } from './BlessingSettings';

const CLASSIC = BLESSING_TEMPLATES[0] as BlessingTemplate;

/** Today's date in the UI language (spec §3: the date defaults to today's locale date). */
function today(): string {
  return new Date().toLocaleDateString(currentLanguage() === 'zh' ? 'zh-CN' : 'en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

/**
 * The blessing card maker (/blessing-card): classic or creative style, content and style
 * settings, a 9:16 live preview, and a download at scale 3 that needs no login.
 */
export function BlessingMakerPage() {
  const { t } = useTranslation();
  const [template, setTemplate] = useState<BlessingTemplate>(CLASSIC);
  const [content, setContent] = useState<BlessingContent>(() => ({
    festival: t('makers.blessing.defaults.festival'),
    blessing: t('makers.blessing.defaults.blessing'),
    signer: t('makers.blessing.defaults.signer'),
    date: today(),
    icon: 'gift',
  }));
  const [style, setStyle] = useState<BlessingStyle>(CLASSIC.manifest.styleDefaults);
  const [notice, setNotice] = useState<MakerNotice | null>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const notify = useCallback((n: MakerNotice) => setNotice(n), []);
  const closeNotice = useCallback(() => setNotice(null), []);
  const { exportCard, isExporting } = useCardExport(notify);
  const isCreative = template.manifest.id === 'blessing/creative';

  const chooseStyle = (id: string): void => {
    const next = findBlessingTemplate(id);
    if (!next) return;
    setTemplate(next);
    // Spec §4: classic resets colours, sizes and pattern; creative resets scheme, radius, padding, width.
    setStyle((s) => ({ ...s, ...(id === 'blessing/creative' ? BLESSING_CREATIVE_RESET : BLESSING_CLASSIC_RESET) }));
  };

  const handleUseExample = (): void => {
    const res = parseBlessing(template.examples[currentLanguage()]);
    if (res.ok) setContent({ ...res.content, date: res.content.date || today() });
  };

  const handleDownload = (): void => {
    void exportCard({
      node: cardRef.current?.firstElementChild as HTMLElement | null,
      pixelRatio: template.manifest.exportScale,
      fileName: cardFileName(t('makers.blessing.filePrefix'), content.festival, t('makers.blessing.unnamed')),
      record: { cardType: 'blessing', template: template.manifest.id, title: content.festival.slice(0, 60) },
    });
  };

  const { Component } = template;
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <header className="mb-6">
        <h1 className="text-2xl font-extrabold tracking-tight text-gray-900 sm:text-3xl dark:text-white">
          {t('makers.blessing.title')}
        </h1>
        <p className="mt-1 text-sm text-gray-500 sm:text-base dark:text-gray-400">{t('makers.blessing.lead')}</p>
      </header>
      {notice && (
        <div className="sticky top-2 z-20 mb-4">
          <MakerBanner notice={notice} onClose={closeNotice} />
        </div>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <div className="min-w-0 space-y-4 lg:sticky lg:top-20">
          <MakerPanel
            title={t('makers.blessing.previewTitle')}
            actions={
              <CardExportButton
                label={t('makers.blessing.download')}
                busyLabel={t('makers.shell.downloading')}
                isBusy={isExporting}
                onClick={handleDownload}
              />
            }
          >
            <div className="mb-4">
              <TemplatePicker
                legend={t('makers.blessing.styleLegend')}
                value={template.manifest.id}
                onChange={chooseStyle}
                options={BLESSING_TEMPLATES.map((b) => ({
                  id: b.manifest.id,
                  name: t(b.manifest.nameKey as 'makers.blessing.styles.classic'),
                  description: t(b.manifest.descriptionKey as 'makers.blessing.styles.classicDescription'),
                  swatch:
                    b.manifest.id === 'blessing/creative'
                      ? { background: '#f8fafc', accent: '#3b82f6' }
                      : { background: b.manifest.styleDefaults.backgroundColor, accent: '#f5d28a' },
                }))}
              />
            </div>
            <CardPreview
              label={t('makers.blessing.previewTitle')}
              cardRef={cardRef}
              card={<Component content={content} style={style} />}
              placeholder={null}
            />
          </MakerPanel>
        </div>
        <div className="min-w-0 space-y-6">
          <MakerPanel
            title={t('makers.blessing.contentSection')}
            actions={
              <button
                type="button"
                onClick={handleUseExample}
                className="rounded-full px-3 py-1 text-xs font-semibold text-indigo-600 hover:bg-indigo-50 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:text-indigo-300 dark:hover:bg-indigo-400/10"
              >
                {t('makers.blessing.useExample')}
              </button>
            }
          >
            <BlessingContentFields content={content} isCreative={isCreative} onChange={setContent} />
          </MakerPanel>
          <MakerPanel title={t('makers.blessing.styleSection')}>
            {isCreative ? (
              <BlessingCreativeControls style={style} onChange={setStyle} />
            ) : (
              <BlessingClassicControls style={style} onChange={setStyle} />
            )}
          </MakerPanel>
        </div>
      </div>
    </main>
  );
}
