import { decodeTable } from '@inkcard/card-engine';
import type { Batch, BatchCreateRequest, BatchProgressEvent, BatchResponse } from '@inkcard/shared';
import { CardRenderError } from './card-renderer';

/** A spreadsheet file as the batch API takes it: CSV/TSV text (UTF-8 or GBK read) or a JSON array. */
export interface BatchRows {
  rows: string | unknown[];
  format: 'csv' | 'tsv' | 'json';
  /** How the file's bytes were read (GBK: Excel on a Chinese Windows). */
  encoding: 'utf-8' | 'gbk';
}

/**
 * Reads a rows file for `POST /api/v1/batches`, as the maker's Batch panel reads one: UTF-8 with or
 * without BOM, else GBK; `.json` files are a JSON array; `.tsv` (or a first line with tabs and no
 * commas) is tab-separated.
 * @param bytes - the file
 * @param name - its name (the extension picks the format)
 * @returns the rows and how they were read
 * @throws CardRenderError (status 400) for a .json file that is not a JSON array
 */
export function readBatchRows(bytes: Uint8Array, name: string): BatchRows {
  const { text, encoding } = decodeTable(bytes);
  if (/\.json$/i.test(name)) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw new CardRenderError('BAD_ROWS', `${name} is not valid JSON`, 400);
    }
    if (!Array.isArray(value)) throw new CardRenderError('BAD_ROWS', `${name} must be a JSON array of objects`, 400);
    return { rows: value, format: 'json', encoding };
  }
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const tabs = /\.tsv$/i.test(name) || (firstLine.includes('\t') && !firstLine.includes(','));
  return { rows: text, format: tabs ? 'tsv' : 'csv', encoding };
}

/** What a finished server batch gave: the batch as the server last told it, and its ZIP. */
export interface BatchOutcome {
  batch: Batch;
  zip: Buffer;
}

/**
 * Runs a batch on a running Inkcard with a personal token: starts it, follows its server-sent
 * progress events until the end, then downloads the ZIP (cards plus manifest.csv).
 * @param server - its address, e.g. https://inkcard.example
 * @param token - an API token (ink_…)
 * @param request - the batch (rows, kind, template, style…)
 * @param onProgress - told each progress event (done, failed, total)
 * @returns the finished batch and its ZIP
 * @throws CardRenderError with the API's code for a refused batch, a cancelled one or a lost server
 */
export async function runServerBatch(
  server: string,
  token: string,
  request: BatchCreateRequest,
  onProgress: (progress: BatchProgressEvent) => void = () => {},
): Promise<BatchOutcome> {
  const base = server.replace(/\/+$/, '');
  const call = async (path: string, init: RequestInit = {}): Promise<Response> => {
    let res: Response;
    try {
      res = await fetch(base + path, {
        ...init,
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'en', ...init.headers },
      });
    } catch (err) {
      throw new CardRenderError('NETWORK', `could not reach ${base}: ${(err as Error).message}`, 0);
    }
    if (res.ok) return res;
    let body: { code?: unknown; message?: unknown; issues?: unknown } = {};
    try {
      body = (await res.json()) as typeof body;
    } catch {
      body = {};
    }
    throw new CardRenderError(
      typeof body.code === 'string' ? body.code : `HTTP_${res.status}`,
      typeof body.message === 'string' ? body.message : res.statusText,
      res.status,
      Array.isArray(body.issues) ? body.issues : [],
    );
  };
  const started = (await (
    await call('/api/v1/batches', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    })
  ).json()) as BatchResponse;
  const id = started.batch.id;

  const events = await call(`/api/v1/batches/${id}/events`, { headers: { accept: 'text/event-stream' } });
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const chunk of events.body as unknown as AsyncIterable<Uint8Array>) {
    buffered += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffered.indexOf('\n\n')) >= 0) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event === 'progress' && data) onProgress(JSON.parse(data) as BatchProgressEvent);
    }
  }

  const { batch } = (await (await call(`/api/v1/batches/${id}`)).json()) as BatchResponse;
  if (batch.status !== 'done') {
    throw new CardRenderError('BATCH_NOT_DONE', `the batch ended ${batch.status}, without a ZIP`, 409);
  }
  const zip = Buffer.from(await (await call(batch.zipUrl)).arrayBuffer());
  return { batch, zip };
}
