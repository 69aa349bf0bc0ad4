import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { KindId, ParseIssue } from '@inkcard/card-engine';
import { buttonClass } from '../../components/button-styles';
import { CardExportButton } from './CardExportButton';
import { CardPreview } from './CardPreview';
import { CardTextInput } from './CardTextInput';
import { MakerBanner } from './MakerBanner';
import { MakerLayout } from './MakerLayout';
import { MakerPanel } from './MakerPanel';
import { StylePanel } from './StylePanel';
import { TemplatePicker } from './TemplatePicker';
import { useCardMaker, type CardMaker } from './useCardMaker';
import type { MakerConfig } from './maker-config';

const LINK_BUTTON =
  'rounded-full px-3 py-1 text-xs font-semibold text-indigo-600 hover:bg-indigo-50 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:text-indigo-300 dark:hover:bg-indigo-400/10';

/**
 * Every maker page: the shared state machine (useCardMaker) laid out in the maker shell. A kind's
 * page passes its configuration, and a form when its content is edited field by field.
 * @param props - the maker's configuration; `form` renders a form maker's content fields
 * @returns the page
 */
export function CardMakerPage<K extends KindId>({
  config,
  form,
}: {
  config: MakerConfig<K>;
  form?: (maker: CardMaker<K>) => ReactNode;
}) {
  const { t } = useTranslation();
  const maker = useCardMaker(config);
  const { copy } = config;
  const { template, lang } = maker;
  const { Component } = template;

  // A kind may word an issue or name its fields under makers.<kind> (its "title" is not the
  // profile's; its example label is not the quote's).
  const own = (key: string, fallback: string): string =>
    t([`makers.${config.kind.id}.${key}`, fallback] as unknown as 'makers.fields.quote', {});
  const issueText = (i: ParseIssue): string =>
    t([i.key.replace(/^makers\./, `makers.${config.kind.id}.`), i.key] as unknown as 'makers.parse.invalid', {
      line: i.line,
      field: i.field ? own(`fields.${i.field}`, `makers.fields.${i.field}`) : '',
    });
  const issueList = (issues: readonly ParseIssue[]) => (
    <ul className="space-y-1 text-left text-sm text-amber-700 dark:text-amber-300" aria-live="polite">
      {issues.slice(0, 5).map((i) => (
        <li key={`${i.line}-${i.key}-${i.field ?? ''}`}>{issueText(i)}</li>
      ))}
    </ul>
  );

  const picker =
    maker.templates.length > 1 ? (
      <TemplatePicker
        legend={t(copy.templateLegend ?? 'makers.shell.templateLegend')}
        value={template.id}
        onChange={maker.chooseTemplate}
        options={maker.templates.map((x) => ({ id: x.id, ...x.text[lang], swatch: x.swatch }))}
      />
    ) : null;

  const handleGenerate = (): void => {
    if (!maker.generate() && copy.blank) maker.notify({ tone: 'warning', message: t(copy.blank), durationMs: 4000 });
  };
  const blankDisables = config.generateWhenBlank !== 'message';

  const inputPanel =
    config.input === 'text' ? (
      <MakerPanel title={t(copy.inputTitle ?? 'makers.shell.textLabel')}>
        <CardTextInput
          value={maker.text}
          onChange={maker.setText}
          onUseExample={maker.loadExample}
          hints={template.hints[lang]}
          placeholder={copy.inputPlaceholder ? t(copy.inputPlaceholder) : ''}
          rows={config.inputRows}
          showClear={!copy.clear}
          actions={
            copy.generate && (
              <div className="flex gap-2">
                <button
                  type="button"
                  className={`${buttonClass('primary')} flex-1`}
                  onClick={handleGenerate}
                  disabled={blankDisables && maker.text.trim().length === 0}
                >
                  {t(copy.generate)}
                </button>
                {copy.clear && (
                  <button type="button" className={buttonClass('secondary')} onClick={maker.clear}>
                    {t(copy.clear)}
                  </button>
                )}
              </div>
            )
          }
        />
      </MakerPanel>
    ) : (
      <MakerPanel
        title={t(copy.inputTitle ?? 'makers.shell.content')}
        actions={
          <button type="button" onClick={maker.loadExample} className={LINK_BUTTON}>
            {t('makers.shell.useExample')}
          </button>
        }
      >
        {form?.(maker)}
      </MakerPanel>
    );

  const exportButton = maker.content ? (
    <CardExportButton
      label={t(copy.download ?? 'makers.shell.download')}
      busyLabel={t('makers.shell.downloading')}
      isBusy={maker.isExporting}
      onClick={maker.download}
    />
  ) : null;

  const preview = (
    <CardPreview
      label={t(copy.previewTitle ?? 'makers.shell.preview')}
      cardRef={maker.cardRef}
      card={maker.content ? <Component content={maker.content} style={maker.style} /> : null}
      displayWidth={template.previewWidth}
      placeholder={
        <>
          {copy.previewPlaceholder && <p className="max-w-xs text-base">{t(copy.previewPlaceholder)}</p>}
          {maker.issues.length > 0 && issueList(maker.issues)}
        </>
      }
    />
  );
  // Warnings of a card that did render (skipped lines) are listed under it.
  const warnings = maker.content && maker.issues.length > 0 ? issueList(maker.issues) : null;

  const stylePanel =
    template.controls.length === 0 ? null : (
      <MakerPanel
        title={t(copy.styleTitle ?? 'makers.shell.style')}
        actions={
          <button type="button" onClick={maker.resetStyle} className={LINK_BUTTON}>
            {t('makers.shell.resetStyle')}
          </button>
        }
      >
        <StylePanel controls={template.controls} style={maker.style} onChange={maker.setStyle} />
      </MakerPanel>
    );

  const isColumns = config.layout === 'columns';
  return (
    <MakerLayout
      title={t(copy.title)}
      lead={t(copy.lead)}
      layout={config.layout}
      banner={<MakerBanner notice={maker.notice} onClose={maker.closeNotice} />}
      input={
        isColumns ? (
          <>
            {picker && (
              <MakerPanel title={t(copy.templateLegend ?? 'makers.shell.templateLegend')}>{picker}</MakerPanel>
            )}
            {inputPanel}
          </>
        ) : (
          inputPanel
        )
      }
      preview={
        <MakerPanel title={t(copy.previewTitle ?? 'makers.shell.preview')} actions={exportButton}>
          {!isColumns && picker && <div className="mb-4">{picker}</div>}
          {preview}
          {warnings && <div className="mt-4">{warnings}</div>}
        </MakerPanel>
      }
      style={stylePanel}
    />
  );
}
