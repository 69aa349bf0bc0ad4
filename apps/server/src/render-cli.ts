import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CARD_TYPES, EXPORT_SCALE_MAX, EXPORT_SCALE_MIN, RENDER_SIZES, type RenderRequest } from '@inkcard/shared';
import { readBatchRows, runServerBatch } from './render/batch-client';
import { CardRenderError, localRenderer, remoteRenderer, type CardRenderer } from './render/card-renderer';
import { defaultScalesText, SCALE_RANGE } from './render/export-scales';
import { webDistPath } from './render/web-dist';
import { zipPages } from './render/zip-pages';

const USAGE = `Usage: npm run render -- --kind <kind> --template <id> [options]

Draws a card as PNG, exactly as the Inkcard web app exports it. Without --server it needs no
running server: it serves the built app to its own headless chromium on 127.0.0.1.

  --kind <kind>        ${CARD_TYPES.join(', ')}
  --template <id>      e.g. redBold or quote/redBold (--list shows them)
  --in <file|->        labelled text (default: stdin when piped, else the template's example)
  --json               the input is content as JSON instead of labelled text
  --out <file|dir/|->  card.png, pages.zip, a folder for pages, or - for stdout (the default)
  --pages              the template's 3:4 pages (article templates), a ZIP or one PNG per page
  --size <size>        ${RENDER_SIZES.join(', ')} (default: the template's)
  --scale <${SCALE_RANGE}>        pixels per CSS pixel (default ${defaultScalesText()})
  --lang <zh|en>       the card's language (default zh)
  --style <json>       style fields over the template's defaults
  --today <YYYY-MM-DD> the date a blessing shows
  --server <url>       render on a running Inkcard instead, with --token <ink_…>
  --batch <file>       one card per row of a CSV/TSV (UTF-8 or GBK) or JSON array file, rendered
                       by --server as a batch; --out cards.zip gets the cards and manifest.csv
  --mapping <json>     with --batch: {"column": "field"} where the headers are not the labels
  --list               list kinds and templates
  --help`;

/** A one-line failure and its exit code: 2 for what the user asked (usage, 4xx), 1 for the rest. */
class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2,
  ) {
    super(message);
  }
}

const readStdin = async (): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/** Reads the command line into a render request (without its text or content). */
function parse(argv: string[]) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      strict: true,
      options: {
        kind: { type: 'string' },
        template: { type: 'string' },
        in: { type: 'string' },
        out: { type: 'string' },
        json: { type: 'boolean' },
        pages: { type: 'boolean' },
        size: { type: 'string' },
        scale: { type: 'string' },
        lang: { type: 'string' },
        style: { type: 'string' },
        today: { type: 'string' },
        server: { type: 'string' },
        token: { type: 'string' },
        batch: { type: 'string' },
        mapping: { type: 'string' },
        list: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (err) {
    throw new CliError(`${(err as Error).message} (see --help)`, 2);
  }
  return parsed.values;
}

function jsonObject(raw: string, what: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new CliError(`${what} is not valid JSON`, 2);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new CliError(`${what} must be a JSON object`, 2);
  return value as Record<string, unknown>;
}

/** Writes the PNGs where --out says: stdout, a file, a ZIP, or a folder of pages. */
function write(images: Buffer[], out: string | undefined, pages: boolean): string {
  const zip = (): Buffer => zipPages(images);
  const several = pages || images.length > 1;
  if (!out || out === '-') {
    if (process.stdout.isTTY) throw new CliError('refusing to write an image to a terminal; use --out <file>', 2);
    process.stdout.write(several ? zip() : images[0]!);
    return several ? 'a ZIP on stdout' : 'a PNG on stdout';
  }
  const isDir = out.endsWith('/') || out.endsWith(path.sep) || (fs.existsSync(out) && fs.statSync(out).isDirectory());
  if (isDir) {
    fs.mkdirSync(out, { recursive: true });
    const width = Math.max(2, String(images.length).length);
    images.forEach((png, i) => fs.writeFileSync(path.join(out, `${String(i + 1).padStart(width, '0')}.png`), png));
    return `${images.length} PNG${images.length > 1 ? 's' : ''} in ${out}`;
  }
  fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
  if (out.endsWith('.zip')) {
    fs.writeFileSync(out, zip());
    return `${images.length} pages in ${out}`;
  }
  if (several) {
    const stem = out.replace(/\.png$/i, '');
    const width = Math.max(2, String(images.length).length);
    images.forEach((png, i) => fs.writeFileSync(`${stem}-${String(i + 1).padStart(width, '0')}.png`, png));
    return `${images.length} PNGs ${stem}-01.png…`;
  }
  fs.writeFileSync(out, images[0]!);
  return out;
}

async function main(argv: string[]): Promise<void> {
  const o = parse(argv);
  if (o.help) {
    process.stderr.write(`${USAGE}\n`);
    return;
  }
  if (o.server && !o.token) throw new CliError('--server needs --token (an API token from Settings)', 2);
  const renderer: CardRenderer = o.server
    ? remoteRenderer(o.server, o.token!)
    : localRenderer({ webDist: webDistPath(process.env.WEB_DIST), chromiumPath: process.env.CHROMIUM_PATH });
  try {
    if (o.list) {
      const { templates } = await renderer.templates();
      process.stderr.write(
        templates
          .map((t) => `${t.id}\t${t.name.en} / ${t.name.zh}\tsizes ${t.sizes.join(' ')}\t${t.forms.join(' ')}`)
          .join('\n') + '\n',
      );
      return;
    }
    const template = o.template;
    const kind = o.kind ?? (template?.includes('/') ? template.split('/')[0] : undefined);
    if (!kind || !template) throw new CliError('--kind and --template are required (see --help)', 2);
    if (!(CARD_TYPES as readonly string[]).includes(kind))
      throw new CliError(`unknown kind "${kind}": ${CARD_TYPES.join(', ')}`, 2);
    if (o.size && !(RENDER_SIZES as readonly string[]).includes(o.size)) {
      throw new CliError(`unknown size "${o.size}": ${RENDER_SIZES.join(', ')}`, 2);
    }
    const scale = o.scale === undefined ? undefined : Number(o.scale);
    if (scale !== undefined && !(Number.isInteger(scale) && scale >= EXPORT_SCALE_MIN && scale <= EXPORT_SCALE_MAX)) {
      throw new CliError(`--scale is a whole number from ${EXPORT_SCALE_MIN} to ${EXPORT_SCALE_MAX}`, 2);
    }
    if (o.lang && o.lang !== 'zh' && o.lang !== 'en') throw new CliError('--lang is zh or en', 2);
    if (o.batch !== undefined) {
      await batch(o, kind, template, scale);
      return;
    }
    let input: string | undefined;
    if (o.in && o.in !== '-') {
      try {
        input = fs.readFileSync(o.in, 'utf8');
      } catch {
        throw new CliError(`cannot read ${o.in}`, 2);
      }
    } else if (o.in === '-' || !process.stdin.isTTY) {
      input = await readStdin();
    }
    const request: RenderRequest = {
      kind: kind as RenderRequest['kind'],
      template,
      ...(o.lang ? { lang: o.lang as 'zh' | 'en' } : {}),
      ...(o.size ? { size: o.size as RenderRequest['size'] } : {}),
      ...(scale ? { scale } : {}),
      ...(o.today ? { today: o.today } : {}),
      ...(o.style ? { style: jsonObject(o.style, '--style') } : {}),
      ...(o.pages ? { form: 'pages' as const } : {}),
    };
    if (input !== undefined && input.trim() !== '') {
      if (o.json) request.content = jsonObject(input, 'the input');
      else request.text = input;
    }
    const card = await renderer.render(request);
    const where = write(card.images, o.out, Boolean(o.pages));
    const fit =
      card.fit === 'fits' ? '' : card.fit === 'shrunk' ? ', text shrunk to fit' : ', text too long: it overflows';
    process.stderr.write(`${where} (${card.width} × ${card.height} px${fit})\n`);
  } finally {
    await renderer.close();
  }
}

/**
 * `--batch rows.csv --out cards.zip`: every batch runs on a server (issue 28), which renders it on
 * its workers and keeps the ZIP; this follows its progress on stderr and saves the ZIP.
 */
async function batch(o: ReturnType<typeof parse>, kind: string, template: string, scale: number | undefined) {
  if (!o.server || !o.token) {
    throw new CliError(
      '--batch runs on a server: add --server <url> --token <ink_…> (start one with npm start; tokens are in Settings)',
      2,
    );
  }
  const out = o.out;
  if (!out || (out !== '-' && !out.endsWith('.zip'))) throw new CliError('--batch needs --out <file.zip> (or -)', 2);
  if (out === '-' && process.stdout.isTTY) throw new CliError('refusing to write a ZIP to a terminal', 2);
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(o.batch!);
  } catch {
    throw new CliError(`cannot read ${o.batch}`, 2);
  }
  const { rows, format, encoding } = readBatchRows(bytes, o.batch!);
  const mapping = o.mapping ? jsonObject(o.mapping, '--mapping') : undefined;
  const { batch: done, zip } = await runServerBatch(
    o.server,
    o.token,
    {
      kind: kind as (typeof CARD_TYPES)[number],
      template: template.includes('/') ? template : `${kind}/${template}`,
      rows,
      format,
      ...(o.lang ? { lang: o.lang as 'zh' | 'en' } : {}),
      ...(mapping ? { mapping: mapping as Record<string, string | null> } : {}),
      ...(o.style ? { style: jsonObject(o.style, '--style') } : {}),
      ...(scale ? { scale } : {}),
      ...(o.pages ? { form: 'pages' as const } : {}),
      ...(o.today ? { today: o.today } : {}),
    },
    (p) => process.stderr.write(`\r${p.done + p.failed} / ${p.total}`),
  );
  if (out === '-') process.stdout.write(zip);
  else {
    fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
    fs.writeFileSync(out, zip);
  }
  const skipped = done.skipped.map((s) => `row ${s.row}: ${s.message}`);
  process.stderr.write(
    `\r${done.done} card${done.done === 1 ? '' : 's'} in ${out === '-' ? 'a ZIP on stdout' : out}` +
      `${encoding === 'gbk' ? ' (the file was read as GBK)' : ''}` +
      `${done.failed ? `, ${done.failed} failed` : ''}` +
      `${skipped.length ? `; ${skipped.length} row${skipped.length === 1 ? '' : 's'} left out (${skipped.slice(0, 3).join('; ')}${skipped.length > 3 ? '; see manifest.csv' : ''})` : ''}\n`,
  );
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (err: unknown) => {
    if (err instanceof CliError) {
      process.stderr.write(`inkcard render: ${err.message}\n`);
      process.exit(err.exitCode);
    }
    if (err instanceof CardRenderError) {
      const issue = (err.issues[0] ?? null) as { message?: string; line?: number; path?: string } | null;
      const detail = issue?.message
        ? ` (${issue.line ? `line ${issue.line}: ` : issue.path ? `${issue.path}: ` : ''}${issue.message})`
        : '';
      const hint = err.hint ? ` [${err.hint}]` : '';
      process.stderr.write(`inkcard render: ${err.code}: ${err.message}${detail}${hint}\n`);
      process.exit(err.status >= 400 && err.status < 500 ? 2 : 1);
    }
    process.stderr.write(`inkcard render: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
