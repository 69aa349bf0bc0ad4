import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  rowsToCards,
  suggestColumnMapping,
  type AnyCardKind,
  type ColumnMapping,
  type KindId,
  type TableEncoding,
} from '@inkcard/card-engine';
import {
  BATCH_BROWSER_MAX_ROWS,
  BATCH_PREVIEW_CARDS,
  batchIssueMessage,
  errorMessage,
  type Batch,
} from '@inkcard/shared';
import { buttonClass } from '../../components/button-styles';
import { ApiError } from '../../api/client';
import { cancelServerBatch, downloadServerBatch, getServerBatch, startServerBatch } from '../../api/batches';
import { useSession } from '../auth/session';
import { loadExporter } from '../card-maker/export-loader';
import type { CardMaker } from '../card-maker/useCardMaker';
import { runBrowserBatch } from './browser-batch';
import { readBatchFile, type BatchFile } from './read-batch-file';
import { ScaledCard } from './ScaledCard';
import { useCardStage } from './useCardStage';

type Run =
  | { state: 'idle' }
  | { state: 'running'; done: number; total: number }
  | { state: 'done'; count: number }
  | { state: 'cancelled' }
  | { state: 'failed'; message: string }
  | { state: 'server'; batch: Batch };

const FIELD = 'rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-600 dark:bg-slate-900';
/** How often a server batch's progress is read. */
const SERVER_POLL_MS = 1_500;

/**
 * The batch panel of a maker (issue 28): a spreadsheet's rows become cards in the maker's
 * template and style. The columns are matched to the kind's fields by their names (editable),
 * rows that make no card are listed with their reasons, the first cards are previewed live; up to
 * BATCH_BROWSER_MAX_ROWS cards are made in the browser as one ZIP (with progress and cancel),
 * larger batches are made on the server for a signed-in user.
 * @param props - the maker
 * @returns the panel
 */
export default function BatchPanel({ maker }: { maker: CardMaker<KindId> }) {
  const { t } = useTranslation();
  const { isSignedIn } = useSession();
  const { lang, shown } = maker;
  const kind = maker.kind as unknown as AnyCardKind;
  const [encoding, setEncoding] = useState<TableEncoding | 'auto'>('auto');
  const [chosen, setChosen] = useState<File | null>(null);
  const [file, setFile] = useState<BatchFile | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>([]);
  const [run, setRun] = useState<Run>({ state: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const { stage, draw, clear } = useCardStage();

  useEffect(() => {
    if (!chosen) return;
    let isCurrent = true;
    void readBatchFile(chosen, encoding).then((read) => {
      if (!isCurrent) return;
      setFile(read);
      setMapping(read.ok ? suggestColumnMapping(kind, read.table.headers) : []);
      setRun({ state: 'idle' });
    });
    return () => {
      isCurrent = false;
    };
  }, [chosen, encoding, kind]);
  // Leaving the panel cancels a browser batch under way.
  useEffect(() => () => abort.current?.abort(), []);

  const fieldLabel = (field: string): string => kind.fieldLabel(field, lang);
  const rows = useMemo(() => {
    if (!file?.ok) return null;
    const base = { kind: kind.id, lang, text: '', content: null };
    return rowsToCards(kind, file.table, mapping, base, shown.parseOptions);
  }, [file, mapping, kind, lang, shown.parseOptions]);
  const cards = useMemo(
    () =>
      (rows?.cards ?? []).flatMap((card) => {
        const parsed = kind.parse(card.state.text, shown.parseOptions as never) as { ok: boolean; content?: unknown };
        if (!parsed.ok) return [];
        const content: unknown = kind.completeContent(parsed.content as never, { lang, today: new Date() });
        return [{ row: card.row, title: card.title, content }];
      }),
    [rows, kind, lang, shown.parseOptions],
  );
  const { Component } = shown;
  const mustSignIn = maker.config.loginRequired && !isSignedIn;
  const inBrowser = cards.length <= BATCH_BROWSER_MAX_ROWS;

  const handleFile = (event: ChangeEvent<HTMLInputElement>): void => setChosen(event.target.files?.[0] ?? null);

  const runInBrowser = async (): Promise<void> => {
    const controller = new AbortController();
    abort.current = controller;
    setRun({ state: 'running', done: 0, total: cards.length });
    try {
      const exporter = await loadExporter();
      const zip = await runBrowserBatch({
        cards,
        skipped: rows?.issues ?? [],
        lang,
        fieldLabel,
        draw: (content) => draw(<Component content={content as never} style={maker.style} />),
        exporter,
        pixelRatio: maker.exportScale,
        pixelSizeFor: maker.pixelSizeFor,
        background: maker.exportBackground,
        signal: controller.signal,
        onProgress: (done) => setRun({ state: 'running', done, total: cards.length }),
      });
      exporter.saveBlob(zip, `inkcard-${kind.id}-batch.zip`);
      setRun({ state: 'done', count: cards.length });
    } catch (error) {
      if (controller.signal.aborted) setRun({ state: 'cancelled' });
      else setRun({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
    } finally {
      abort.current = null;
      clear();
    }
  };

  const runOnServer = async (): Promise<void> => {
    if (!file?.ok) return;
    try {
      const headerMapping = Object.fromEntries(file.table.headers.map((h, i) => [h, mapping[i] ?? null]));
      const { batch } = await startServerBatch({
        kind: kind.id,
        template: shown.id.replace(/#.*$/, ''),
        lang,
        rows: file.text,
        format: file.table.format,
        mapping: headerMapping,
        style: maker.style as Record<string, unknown>,
        scale: maker.exportScale,
        form: maker.form,
      });
      setRun({ state: 'server', batch });
    } catch (error) {
      setRun({ state: 'failed', message: error instanceof ApiError ? error.message : String(error) });
    }
  };

  // A server batch is followed until it finishes.
  const serverId = run.state === 'server' && !['done', 'cancelled'].includes(run.batch.status) ? run.batch.id : null;
  useEffect(() => {
    if (!serverId) return;
    const controller = new AbortController();
    const timer = setInterval(() => {
      void getServerBatch(serverId, controller.signal)
        .then(({ batch }) => setRun({ state: 'server', batch }))
        .catch(() => undefined);
    }, SERVER_POLL_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [serverId]);

  const fileIssue =
    file && !file.ok
      ? file.issue.key === 'tooLarge'
        ? errorMessage('BATCH_FILE_TOO_LARGE', lang)
        : batchIssueMessage(file.issue.key, lang, file.issue as { row?: number; max?: number })
      : null;
  const isRunning = run.state === 'running';

  return (
    // The dialog grows with its content up to the screen; past that the panel scrolls inside it.
    <div className="-mx-1 max-h-[calc(100dvh-11rem)] space-y-5 overflow-y-auto px-1 text-sm text-slate-700 dark:text-slate-200">
      <p>{t('makers.batch.intro')}</p>
      <div className="grid items-end gap-3 sm:grid-cols-[minmax(0,1fr)_auto]">
        <label className="flex min-w-0 flex-col gap-1">
          <span className="font-medium">{t('makers.batch.file')}</span>
          <input
            type="file"
            accept=".csv,.tsv,.txt,.json,text/csv,text/tab-separated-values,application/json"
            onChange={handleFile}
            disabled={isRunning}
            className="max-w-full text-sm"
          />
        </label>
        <label className="flex flex-col gap-1">
          <span className="font-medium">{t('makers.batch.encoding')}</span>
          <select
            className={FIELD}
            value={encoding}
            onChange={(e) => setEncoding(e.target.value as TableEncoding | 'auto')}
            disabled={isRunning}
          >
            <option value="auto">{t('makers.batch.encodingAuto')}</option>
            <option value="utf-8">{t('makers.batch.encodingUtf8')}</option>
            <option value="gbk">{t('makers.batch.encodingGbk')}</option>
          </select>
        </label>
      </div>
      {fileIssue && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {fileIssue}
        </p>
      )}
      {file?.ok && (
        <>
          <p data-testid="batch-read">
            {t('makers.batch.readAs', { count: file.table.rows.length, encoding: file.encoding.toUpperCase() })}
          </p>
          <fieldset className="space-y-2">
            <legend className="font-semibold">{t('makers.batch.columns')}</legend>
            <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] items-center gap-2">
              {file.table.headers.map((header, i) => (
                <label key={`${header}-${i}`} className="contents">
                  <span className="truncate">{header || t('makers.batch.untitledColumn', { n: i + 1 })}</span>
                  <select
                    className={FIELD}
                    value={mapping[i] ?? ''}
                    disabled={isRunning}
                    onChange={(e) => setMapping((m) => m.map((f, j) => (j === i ? e.target.value || null : f)))}
                  >
                    <option value="">{t('makers.batch.leaveOut')}</option>
                    {Object.keys(kind.labels).map((field) => (
                      <option key={field} value={field}>
                        {fieldLabel(field)}
                      </option>
                    ))}
                  </select>
                </label>
              ))}
            </div>
          </fieldset>
          {rows && rows.issues.length > 0 && (
            <section aria-label={t('makers.batch.skipped', { count: rows.issues.length })}>
              <h3 className="font-semibold text-amber-800 dark:text-amber-200">
                {t('makers.batch.skipped', { count: rows.issues.length })}
              </h3>
              <ul className="mt-1 max-h-32 space-y-0.5 overflow-auto text-amber-800 dark:text-amber-200">
                {rows.issues.slice(0, 100).map((issue) => (
                  <li key={issue.row}>
                    {t('makers.batch.rowIssue', {
                      row: issue.row,
                      reason: batchIssueMessage(issue.key, lang, {
                        row: issue.row,
                        ...(issue.field ? { field: fieldLabel(issue.field) } : {}),
                      }),
                    })}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {cards.length === 0 ? (
            <p role="status">{t('makers.batch.noCards')}</p>
          ) : (
            <section aria-label={t('makers.batch.preview')}>
              <h3 className="mb-2 font-semibold">{t('makers.batch.preview')}</h3>
              <div className="flex flex-wrap gap-3" data-testid="batch-preview">
                {cards.slice(0, BATCH_PREVIEW_CARDS).map((card) => (
                  <ScaledCard key={card.row} width={150}>
                    <Component content={card.content as never} style={maker.style} />
                  </ScaledCard>
                ))}
              </div>
            </section>
          )}
          {cards.length > 0 && (
            <div className="space-y-2">
              <p className="text-xs text-slate-500 dark:text-slate-400">
                {t('makers.batch.browserLimit', { max: BATCH_BROWSER_MAX_ROWS })}
              </p>
              {mustSignIn ? (
                <p>
                  {t('makers.batch.loginRequired')}{' '}
                  <Link to="/login" className="font-semibold text-indigo-600 underline dark:text-indigo-300">
                    {t('makers.batch.signIn')}
                  </Link>
                </p>
              ) : inBrowser ? (
                <button
                  type="button"
                  className={buttonClass('primary')}
                  disabled={isRunning}
                  onClick={() => void runInBrowser()}
                >
                  {t('makers.batch.runBrowser', { count: cards.length })}
                </button>
              ) : isSignedIn ? (
                <button
                  type="button"
                  className={buttonClass('primary')}
                  disabled={run.state === 'server'}
                  onClick={() => void runOnServer()}
                >
                  {t('makers.batch.runServer', { count: cards.length })}
                </button>
              ) : (
                <p>{t('makers.batch.serverNeedsLogin', { max: BATCH_BROWSER_MAX_ROWS })}</p>
              )}
            </div>
          )}
        </>
      )}
      {run.state === 'running' && (
        <div className="space-y-2">
          <progress
            className="w-full"
            max={run.total}
            value={run.done}
            aria-label={t('makers.batch.progress', { done: run.done, total: run.total })}
          />
          <div className="flex items-center justify-between gap-3">
            <span role="status">{t('makers.batch.progress', { done: run.done, total: run.total })}</span>
            <button type="button" className={buttonClass('secondary')} onClick={() => abort.current?.abort()}>
              {t('makers.batch.cancel')}
            </button>
          </div>
        </div>
      )}
      {run.state === 'server' && (
        <ServerBatchStatus
          batch={run.batch}
          onCancel={() => void cancelServerBatch(run.batch.id).then(({ batch }) => setRun({ state: 'server', batch }))}
          onDownload={() =>
            void Promise.all([downloadServerBatch(run.batch.id), loadExporter()]).then(([zip, exporter]) =>
              exporter.saveBlob(zip, `inkcard-${kind.id}-batch.zip`),
            )
          }
        />
      )}
      {run.state === 'done' && <p role="status">{t('makers.batch.done', { count: run.count })}</p>}
      {run.state === 'cancelled' && <p role="status">{t('makers.batch.cancelled')}</p>}
      {run.state === 'failed' && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {t('makers.batch.failed', { message: run.message })}
        </p>
      )}
      {stage}
    </div>
  );
}

function ServerBatchStatus({
  batch,
  onCancel,
  onDownload,
}: {
  batch: Batch;
  onCancel: () => void;
  onDownload: () => void;
}) {
  const { t } = useTranslation();
  const finished = batch.done + batch.failed;
  if (batch.status === 'cancelled') return <p role="status">{t('makers.batch.cancelled')}</p>;
  if (batch.status === 'done') {
    return (
      <button type="button" className={buttonClass('primary')} onClick={onDownload}>
        {t('makers.batch.download')}
      </button>
    );
  }
  return (
    <div className="space-y-2">
      <p>{t('makers.batch.serverWaiting')}</p>
      <progress className="w-full" max={batch.total} value={finished} />
      <div className="flex items-center justify-between gap-3">
        <span role="status">{t('makers.batch.progress', { done: finished, total: batch.total })}</span>
        <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
          {t('makers.batch.cancel')}
        </button>
      </div>
    </div>
  );
}
