import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@inkcard/card-templates/fonts.css';
import { parseQuote, type ParseIssue, type QuoteStyle } from '@inkcard/card-engine';
import { QUOTE_TEMPLATES, findQuoteTemplate, type QuoteTemplate } from '@inkcard/card-templates';
import { cardFileName } from '@inkcard/card-templates/export';
import { PARSE_DEBOUNCE_MS, quoteDownloadTitle } from '@inkcard/shared';
import { MakerLayout } from '../../features/card-maker/MakerLayout';
import { MakerPanel } from '../../features/card-maker/MakerPanel';
import { MakerBanner, type MakerNotice } from '../../features/card-maker/MakerBanner';
import { TemplatePicker } from '../../features/card-maker/TemplatePicker';
import { CardTextInput } from '../../features/card-maker/CardTextInput';
import { CardPreview } from '../../features/card-maker/CardPreview';
import { CardExportButton } from '../../features/card-maker/CardExportButton';
import { useDebouncedValue } from '../../features/card-maker/useDebouncedValue';
import { useLoginGatedDownload } from '../../features/card-maker/useLoginGatedDownload';
import { useCardExport } from '../../features/card-maker/useCardExport';
import { currentLanguage } from '../../i18n';
import { QuoteStylePanel } from './QuoteStylePanel';

const DEFAULT_TEMPLATE = QUOTE_TEMPLATES[0] as QuoteTemplate;

/** The quote card maker (/quote): template, labelled text, live preview, style and download. */
export function QuoteMakerPage() {
  const { t } = useTranslation();
  const [template, setTemplate] = useState<QuoteTemplate>(DEFAULT_TEMPLATE);
  const [text, setText] = useState(() => DEFAULT_TEMPLATE.examples[currentLanguage()]);
  const [style, setStyle] = useState<QuoteStyle>(DEFAULT_TEMPLATE.manifest.styleDefaults);
  const [notice, setNotice] = useState<MakerNotice | null>(null);
  const cardRef = useRef<HTMLDivElement>(null);

  const settledText = useDebouncedValue(text, PARSE_DEBOUNCE_MS);
  const result = useMemo(() => parseQuote(settledText, { tagMode: template.tagMode }), [settledText, template]);

  const chooseTemplate = (id: string): void => {
    const next = findQuoteTemplate(id);
    if (!next) return;
    // Spec §4: a template change resets the text to its example and applies its defaults.
    setTemplate(next);
    setText(next.examples[currentLanguage()]);
    setStyle(next.manifest.styleDefaults);
  };

  const notify = useCallback((n: MakerNotice) => setNotice(n), []);
  const closeNotice = useCallback(() => setNotice(null), []);
  const getDraft = useCallback(() => ({ text, templateId: template.manifest.id }), [text, template]);
  const onRestore = useCallback((draft: { text: string; templateId: string }) => {
    const saved = findQuoteTemplate(draft.templateId);
    if (saved) {
      setTemplate(saved);
      setStyle(saved.manifest.styleDefaults);
    }
    setText(draft.text);
  }, []);
  const { allowDownload } = useLoginGatedDownload({ getDraft, onRestore, notify });
  const { exportCard, isExporting } = useCardExport(notify);

  const handleDownload = (): void => {
    if (!result.ok || !allowDownload()) return;
    const name = result.content.author || quoteDownloadTitle(result.content.quote).slice(0, 16);
    void exportCard({
      node: cardRef.current?.firstElementChild as HTMLElement | null,
      pixelRatio: template.manifest.exportScale,
      fileName: cardFileName(t('makers.quote.filePrefix'), name, t('makers.blessing.unnamed')),
      record: { cardType: 'quote', template: template.manifest.id, title: quoteDownloadTitle(result.content.quote) },
    });
  };

  const issueText = (i: ParseIssue): string =>
    t(i.key, { line: i.line, field: i.field ? t(`makers.fields.${i.field as 'quote'}`) : '' });
  const showIssues = !result.ok && settledText.trim().length > 0;
  const { Component } = template;

  return (
    <MakerLayout
      title={t('makers.quote.title')}
      lead={t('makers.quote.lead')}
      banner={<MakerBanner notice={notice} onClose={closeNotice} />}
      input={
        <>
          <MakerPanel title={t('makers.shell.templateLegend')}>
            <TemplatePicker
              legend={t('makers.shell.templateLegend')}
              value={template.manifest.id}
              onChange={chooseTemplate}
              options={QUOTE_TEMPLATES.map((q) => ({
                id: q.manifest.id,
                name: t(q.manifest.nameKey as 'makers.quote.templates.fashion.name'),
                description: t(q.manifest.descriptionKey as 'makers.quote.templates.fashion.description'),
                swatch: {
                  background: q.manifest.styleDefaults.backgroundColor,
                  accent: q.manifest.styleDefaults.accentColor,
                },
              }))}
            />
          </MakerPanel>
          <MakerPanel title={t('makers.shell.textLabel')}>
            <CardTextInput
              value={text}
              onChange={setText}
              onUseExample={() => setText(template.examples[currentLanguage()])}
              hints={template.manifest.hintKeys.map((k) => t(k as 'makers.quote.hints.quote'))}
              placeholder={t('makers.quote.inputPlaceholder')}
            />
          </MakerPanel>
        </>
      }
      preview={
        <MakerPanel
          title={t('makers.shell.preview')}
          actions={
            result.ok ? (
              <CardExportButton
                label={t('makers.shell.download')}
                busyLabel={t('makers.shell.downloading')}
                isBusy={isExporting}
                onClick={handleDownload}
              />
            ) : null
          }
        >
          <CardPreview
            label={t('makers.shell.preview')}
            cardRef={cardRef}
            card={result.ok ? <Component content={result.content} style={style} /> : null}
            placeholder={
              <>
                <p className="max-w-xs text-base">{t('makers.quote.previewPlaceholder')}</p>
                {showIssues && (
                  <ul className="space-y-1 text-left text-sm text-amber-700 dark:text-amber-300" aria-live="polite">
                    {result.issues.slice(0, 5).map((i) => (
                      <li key={`${i.line}-${i.key}-${i.field ?? ''}`}>{issueText(i)}</li>
                    ))}
                  </ul>
                )}
              </>
            }
          />
        </MakerPanel>
      }
      style={
        <MakerPanel
          title={t('makers.shell.style')}
          actions={
            <button
              type="button"
              onClick={() => setStyle(template.manifest.styleDefaults)}
              className="rounded-full px-3 py-1 text-xs font-semibold text-indigo-600 hover:bg-indigo-50 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:text-indigo-300 dark:hover:bg-indigo-400/10"
            >
              {t('makers.shell.resetStyle')}
            </button>
          }
        >
          <QuoteStylePanel style={style} onChange={setStyle} />
        </MakerPanel>
      }
    />
  );
}
