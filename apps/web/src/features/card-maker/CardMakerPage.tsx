import { Suspense, useId, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { KindId, ParseIssue } from '@inkcard/card-engine';
import { CarouselReportContext, type CarouselReport, type StyleControl } from '@inkcard/card-templates';
import { buttonClass } from '../../components/button-styles';
import { ByLayout } from '../../components/ByLayout';
import { BatchLauncher } from '../batch/BatchLauncher';
import { CardAltText } from './CardAltText';
import { makerName } from '../../makers';
import { ExportBar, isSizeControl } from './ExportBar';
import { tallerSizeThatFits } from './export-size';
import { useCardSize } from './useCardSize';
import { prepareExportOnIntent } from './export-loader';
import { CardFormSwitch } from './CardFormSwitch';
import { CarouselPager } from './CarouselPager';
import { CardPreview } from './CardPreview';
import { CardTextInput } from './CardTextInput';
import { MakerBanner } from './MakerBanner';
import { MakerLayout } from './MakerLayout';
import { MakerPanel } from './MakerPanel';
import { DeferredStylePanel } from './DeferredStylePanel';
import { TemplatePicker } from './TemplatePicker';
import { TextAssistBar } from './TextAssistBar';
import { useCardMaker, type CardMaker } from './useCardMaker';
import { UndoRedoButtons, useUndoShortcuts } from './UndoRedo';
import { DraftNote } from './DraftNote';
import { CardActions } from './CardActions';
import { CardConflictDialog } from '../saved-cards/CardConflictDialog';
import { SavedCardNote } from '../saved-cards/SavedCardNote';
import { useSavedCard } from '../saved-cards/useSavedCard';
import { useNarrowScreen } from './useNarrowScreen';
import { useCardZoom } from './useCardZoom';
import type { MakerConfig } from './maker-config';

const LINK_BUTTON =
  'rounded-full px-3 py-1 pointer-coarse:min-h-11 text-xs font-semibold text-indigo-600 hover:bg-indigo-50 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:text-indigo-300 dark:hover:bg-indigo-400/10';

/**
 * Every maker page: the shared state machine (useCardMaker) laid out in the maker shell. A kind's
 * page passes its configuration, and a form when its content is edited field by field.
 * @param props - the maker's configuration; `form` renders a form maker's content fields;
 *   `inputExtra` adds the kind's own controls below the input (the profile's photo, the note's
 *   cover upload); `initialImage` gives a new card its picture (see useCardMaker)
 * @returns the page
 */
export function CardMakerPage<K extends KindId>({
  config,
  form,
  inputExtra,
  initialImage,
}: {
  config: MakerConfig<K>;
  form?: (maker: CardMaker<K>) => ReactNode;
  inputExtra?: (maker: CardMaker<K>) => ReactNode;
  initialImage?: () => string | null;
}) {
  const { t } = useTranslation();
  const maker = useCardMaker(config, { initialImage });
  // The saved card this maker edits, and what the address asks it to open (?card=, ?from=, #card=).
  const saved = useSavedCard(maker);
  useUndoShortcuts(maker);
  const history = <UndoRedoButtons maker={maker} />;
  // Paged templates (carousels) report their pages; the preview shows them two a row or one.
  const [carousel, setCarousel] = useState<{ templateId: string; report: CarouselReport } | null>(null);
  const [columns, setColumns] = useState<1 | 2>(2);
  const { copy } = config;
  const { template, lang } = maker;
  // The template in the form chosen (its 3:4 pages when it has a paged form and they were chosen).
  const { shown } = maker;
  const { Component } = shown;
  const shownKey = `${shown.id}:${maker.form}`;
  const pages = shown.paged && carousel?.templateId === shownKey ? carousel.report : null;

  // A kind may word an issue its own way under makers.<kind>.parse (its example label is not the quote's).
  const issueText = (i: ParseIssue): string =>
    t([i.key.replace(/^makers\./, `makers.${config.kind.id}.`), i.key] as unknown as 'makers.parse.invalid', {
      line: i.line,
      field: i.field ? maker.kind.fieldLabel(i.field, lang) : '',
      label: i.label ?? '',
    });
  const isBlank = config.input === 'text' && maker.text.trim().length === 0;
  const issueList = maker.issues.length > 0 && (
    <ul className="space-y-1 text-left text-sm text-amber-700 dark:text-amber-300" aria-live="polite">
      {maker.issues.slice(0, 5).map((i) => (
        <li key={`${i.line}-${i.key}-${i.field ?? ''}-${i.label ?? ''}`}>{issueText(i)}</li>
      ))}
    </ul>
  );

  const picker =
    maker.templates.length > 1 ? (
      <TemplatePicker
        legend={t(copy.templateLegend ?? 'makers.shell.templateLegend')}
        value={maker.pendingTemplateId ?? template.id}
        onChange={maker.chooseTemplate}
        onIntent={maker.prepareTemplate}
        options={maker.templates.map((x) => ({ id: x.id, ...x.text[lang], swatch: x.swatch }))}
      />
    ) : null;

  const previewRef = useRef<HTMLDivElement>(null);
  const handleGenerate = (): void => {
    if (!maker.generate()) {
      if (copy.blank) maker.notify({ tone: 'warning', message: t(copy.blank), durationMs: 4000 });
      return;
    }
    // On a phone the preview sits above the editor: bring it into view to show what was made,
    // unless it is about to pin itself there (the visitor has been typing).
    if (isNarrow && isEditing) return;
    const top = previewRef.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) previewRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };
  const blankDisables = config.generateWhenBlank !== 'explain';

  const inputPanel =
    config.input === 'text' ? (
      <MakerPanel title={t(copy.inputTitle ?? 'makers.shell.textLabel')}>
        {config.assist && (
          <div className="mb-4">
            <TextAssistBar maker={maker} />
          </div>
        )}
        <CardTextInput
          value={maker.text}
          onChange={maker.setText}
          onClear={maker.clear}
          onUseExample={maker.loadExample}
          tools={history}
          readOnly={maker.isStreaming || saved.isOpening}
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
                  <button
                    type="button"
                    className={buttonClass('secondary')}
                    onClick={maker.clear}
                    disabled={maker.isStreaming}
                  >
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
          <div className="flex items-center gap-1">
            {history}
            <button type="button" onClick={maker.loadExample} className={LINK_BUTTON}>
              {t('makers.shell.useExample')}
            </button>
          </div>
        }
      >
        {/* A card the address names is on its way: the form waits for it (saved.isOpening). */}
        <fieldset
          disabled={saved.isOpening}
          aria-busy={saved.isOpening || undefined}
          className="m-0 min-w-0 border-0 p-0"
        >
          {form?.(maker)}
        </fieldset>
      </MakerPanel>
    );

  // The card's size (its canvas) is edited in the export bar as size presets, not in the style panel.
  const sizeControl = template.controls.find((c) => isSizeControl(c as StyleControl<unknown>)) as
    StyleControl<unknown> | undefined;
  const styleControls = sizeControl ? template.controls.filter((c) => c !== sizeControl) : template.controls;

  // The same element while content and style stay the same: typing re-renders the page at every
  // keystroke, and the card (whose text fitting measures its layout) redraws only once parsed.
  const card = useMemo(
    () => (maker.content ? <Component content={maker.content} style={maker.style} /> : null),
    [Component, maker.content, maker.style],
  );
  // On a phone the preview stays in view while the text is edited: pinned under the navigation,
  // the card shrunk to a strip of the screen (see DECISIONS: "the phone maker"), once there is a
  // card to keep in view (an empty stage pinned over the text would only hide it).
  const isNarrow = useNarrowScreen();
  const [isEditing, setEditing] = useState(false);
  const isCompact = isNarrow && isEditing && card !== null;
  const altTextId = useId();
  // On a phone the preview is a fraction of the card's size: a tap opens it full size, as does a
  // click on a wide screen's preview drawn much smaller than the card (DECISIONS).
  const zoom = useCardZoom(maker.notify);
  const cardLabel = t('makers.shell.cardImage', {
    kind: t(makerName(config.kind.id)),
    template: template.text[lang].name,
  });
  // The too-much-text warning's one-click ways out: the shortest offered size that holds the text
  // at its smallest type (a preset, else auto), or the 3:4 pages where the kind has them. A card
  // already on `auto` that passed its longest (a profile) has no taller size: only shorter text.
  const cardSize = useCardSize(maker.cardRef, card !== null);
  const currentSize = sizeControl ? (maker.style as Record<string, unknown>)[sizeControl.key] : undefined;
  const offered =
    sizeControl?.type === 'segmented' ? tallerSizeThatFits(cardSize, sizeControl.values as readonly string[]) : null;
  const tallerSize = offered === currentSize ? null : offered;
  const hasTallerSize = sizeControl !== undefined && currentSize !== 'auto';
  const tooLongActions =
    sizeControl && tallerSize ? (
      <button
        type="button"
        data-testid="too-long-taller"
        className={buttonClass('secondary')}
        onClick={() => maker.setStyle({ ...maker.style, [sizeControl.key]: tallerSize })}
      >
        {t('makers.shell.switchSize', {
          // Values such as "3:4" hold a colon, i18next's namespace separator: read the key as written.
          size: t(`makers.options.canvases.${tallerSize}` as 'makers.options.canvases.auto', { nsSeparator: false }),
        })}
      </button>
    ) : !sizeControl && template.pagedForm ? (
      <button
        type="button"
        data-testid="too-long-pages"
        className={buttonClass('secondary')}
        onClick={() => maker.setForm('pages')}
      >
        {t('makers.shell.splitPages')}
      </button>
    ) : undefined;
  const exportBar = (
    <ExportBar
      maker={maker}
      sizeControl={sizeControl}
      isCompact={isCompact}
      downloadLabel={
        pages && pages.pageCount > 1 ? t('makers.carousel.downloadZip') : t(copy.download ?? 'makers.shell.download')
      }
    />
  );
  const preview = (
    <CardPreview
      label={t(copy.previewTitle ?? 'makers.shell.preview')}
      cardLabel={cardLabel}
      describedBy={altTextId}
      zoom={{ label: t('makers.zoom.open'), always: isNarrow, onOpen: zoom.show, onIntent: zoom.prepare }}
      cardRef={maker.cardRef}
      background={maker.exportBackground}
      // A carousel pages long text; its pager says which pages still overflow. Otherwise the way
      // out the maker offers: a taller size preset, the 3:4 pages, or only shorter text.
      tooLong={
        shown.paged
          ? undefined
          : t(
              hasTallerSize
                ? 'makers.shell.tooLong'
                : template.pagedForm
                  ? 'makers.shell.tooLongPaged'
                  : 'makers.shell.tooLongShorten',
            )
      }
      tooLongActions={tooLongActions}
      card={
        card && shown.paged ? (
          <CarouselReportContext value={(report) => setCarousel({ templateId: shownKey, report })}>
            <div style={{ display: 'contents', '--carousel-columns': columns } as CSSProperties}>{card}</div>
          </CarouselReportContext>
        ) : (
          card
        )
      }
      displayWidth={shown.previewWidth}
      compact={isCompact}
      placeholder={
        <>
          {/* Spec §5: a live maker's blank text asks for content (a button maker says so when its
              button is pressed); otherwise the page's own placeholder. */}
          {isBlank && copy.blank && maker.kind.parseMode === 'live' ? (
            <p className="max-w-xs text-base" role="status">
              {t(copy.blank)}
            </p>
          ) : (
            copy.previewPlaceholder && (
              <p className="max-w-xs text-base">
                <ByLayout
                  wide={t(copy.previewPlaceholder)}
                  narrow={t(copy.previewPlaceholderNarrow ?? copy.previewPlaceholder)}
                />
              </p>
            )
          )}
          {issueList}
        </>
      }
    />
  );
  // Lines the card could not use are listed under it, so nothing typed disappears without a word.
  const warnings = maker.content && issueList && (
    <section
      aria-label={t('makers.shell.leftOut')}
      className="rounded-2xl bg-amber-50/80 p-4 ring-1 ring-amber-200 dark:bg-amber-400/10 dark:ring-amber-400/30"
    >
      <h3 className="mb-2 text-xs font-semibold tracking-wide text-amber-800 uppercase dark:text-amber-200">
        {t('makers.shell.leftOut')}
      </h3>
      {issueList}
    </section>
  );

  const stylePanel =
    styleControls.length === 0 ? null : (
      <MakerPanel
        title={t(copy.styleTitle ?? 'makers.shell.style')}
        actions={
          <button type="button" onClick={maker.resetStyle} className={LINK_BUTTON}>
            {t('makers.shell.resetStyle')}
          </button>
        }
      >
        <DeferredStylePanel controls={styleControls} style={maker.style} onChange={maker.setStyle} />
      </MakerPanel>
    );

  const isColumns = config.layout === 'columns';
  return (
    <MakerLayout
      title={t(copy.title)}
      lead={<ByLayout wide={t(copy.lead)} narrow={t(copy.leadNarrow ?? copy.lead)} />}
      note={
        <>
          <DraftNote maker={maker} />
          {saved.link && (
            <Suspense fallback={null}>
              <SavedCardNote saved={saved} />
            </Suspense>
          )}
        </>
      }
      layout={config.layout}
      onEditing={setEditing}
      isPreviewPinned={isCompact}
      banner={<MakerBanner notice={maker.notice} onClose={maker.closeNotice} />}
      input={
        isColumns ? (
          <>
            {picker && (
              <MakerPanel title={t(copy.templateLegend ?? 'makers.shell.templateLegend')}>{picker}</MakerPanel>
            )}
            {inputPanel}
            {inputExtra?.(maker)}
          </>
        ) : (
          <>
            {inputPanel}
            {inputExtra?.(maker)}
          </>
        )
      }
      preview={
        <div ref={previewRef} className="scroll-mt-20">
          <MakerPanel title={t(copy.previewTitle ?? 'makers.shell.preview')} isCompact={isCompact}>
            {!isColumns && picker && !isCompact && <div className="mb-4">{picker}</div>}
            {template.pagedForm && !isCompact && <CardFormSwitch value={maker.form} onChange={maker.setForm} />}
            {preview}
            {pages && maker.content && !isCompact && (
              <CarouselPager
                report={pages}
                columns={columns}
                onColumns={setColumns}
                onDownloadPage={(page) => maker.download({ page })}
                isBusy={maker.isExporting}
                onIntent={() => prepareExportOnIntent(maker.cardRef.current?.querySelector('[data-carousel-page]'))}
              />
            )}
            {exportBar}
            {maker.content && !isCompact && <CardActions maker={maker} saved={saved} />}
            <Suspense fallback={null}>{saved.conflict && <CardConflictDialog saved={saved} />}</Suspense>
            {!isCompact && (
              <div className="mt-3 flex justify-end">
                <BatchLauncher maker={maker} />
              </div>
            )}
            {maker.content && !isCompact && <CardAltText cardRef={maker.cardRef} id={altTextId} />}
            {warnings && !isCompact && <div className="mt-4">{warnings}</div>}
            {zoom.view && maker.cardRef.current && (
              <zoom.view.Viewer
                source={maker.cardRef.current}
                startPage={zoom.view.page}
                title={cardLabel}
                describedBy={altTextId}
                background={maker.exportBackground}
                onClose={zoom.close}
              />
            )}
          </MakerPanel>
        </div>
      }
      style={stylePanel}
    />
  );
}
