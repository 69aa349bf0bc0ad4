import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtWebDist } from './test/built-app';
import { buildApiToken, buildUser } from './test/factories';
import { startTestServer } from './test/test-server';

// `npm run render` as a user runs it: the real script, no server running, a fresh temp folder.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function cli(args: string[], stdin?: string): Promise<{ code: number | null; stdout: Buffer; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/render.mjs'), ...args], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'silent' },
    });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => (err += String(c)));
    child.on('close', (code) => resolve({ code, stdout: Buffer.concat(out), stderr: err }));
    child.stdin.end(stdin ?? '');
  });
}

describe('npm run render', () => {
  let dir: string;
  beforeAll(() => {
    builtWebDist();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkcard-cli-'));
  }, 240_000);

  it('turns a text file into a PNG of the right size', async () => {
    const input = path.join(dir, 'quote.txt');
    fs.writeFileSync(input, 'Quote: Stay hungry, stay foolish.\nAuthor: Stewart Brand');
    const out = path.join(dir, 'card.png');
    const res = await cli([
      '--kind',
      'quote',
      '--template',
      'redBold',
      '--in',
      input,
      '--out',
      out,
      '--lang',
      'en',
      '--size',
      '1:1',
    ]);
    expect(res.code, res.stderr).toBe(0);
    const meta = await sharp(out).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1080, 1080]);
    expect(res.stderr).toContain('1080 × 1080');
  }, 180_000);

  it('reads stdin and writes stdout', async () => {
    const res = await cli(
      ['--kind', 'quote', '--template', 'quote/fashion', '--scale', '2'],
      '名言内容：知行合一\n作者：王阳明',
    );
    expect(res.code, res.stderr).toBe(0);
    const meta = await sharp(res.stdout).metadata();
    expect([meta.format, meta.width]).toEqual(['png', 720]);
  }, 180_000);

  it("writes a template's pages as PNGs in a folder, and as the ZIP's pages", async () => {
    const folder = path.join(dir, 'pages') + path.sep;
    const res = await cli(['--kind', 'article', '--template', 'sc', '--pages', '--out', folder]);
    expect(res.code, res.stderr).toBe(0);
    const files = fs.readdirSync(folder).sort();
    expect(files[0]).toBe('01.png');
    for (const f of files) expect((await sharp(path.join(folder, f)).metadata()).width).toBe(1080);
    const zipped = await cli([
      '--kind',
      'article',
      '--template',
      'sc',
      '--pages',
      '--out',
      path.join(dir, 'pages.zip'),
    ]);
    expect(zipped.code, zipped.stderr).toBe(0);
    expect(Object.keys(unzipSync(fs.readFileSync(path.join(dir, 'pages.zip')))).sort()).toEqual(files);
  }, 180_000);

  it('says what is wrong in one line and exits with 2', async () => {
    const bad = await cli(['--kind', 'quote', '--template', 'nope', '--out', path.join(dir, 'x.png')]);
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    expect(bad.stderr).toMatch(/TEMPLATE_UNKNOWN.*quote\/redBold/);
    const text = await cli(
      ['--kind', 'quote', '--template', 'redBold', '--lang', 'en', '--out', path.join(dir, 'y.png')],
      'Author: nobody',
    );
    expect(text.code).toBe(2);
    expect(text.stderr).toMatch(/TEXT_UNREADABLE.*line 1/);
    const usage = await cli(['--template', 'redBold']);
    expect(usage.code).toBe(2);
    expect(usage.stderr.trim().split('\n')).toHaveLength(1);
  }, 180_000);

  it('sends a spreadsheet to a server as a batch and saves its ZIP, naming the rows it left out', async () => {
    const server = await startTestServer({ WEB_DIST: builtWebDist(), RENDER_CONCURRENCY: '1' });
    try {
      await server.deps.batches.start({ role: 'web', render: true });
      const { user } = await buildUser(server.deps.database.db);
      const { token } = await buildApiToken(server.deps.database.db, user.id);
      // Excel's UTF-8 CSV: a BOM, a quoted cell with a comma, and a row without its quote.
      const rows = path.join(dir, 'quotes.csv');
      fs.writeFileSync(rows, '\uFEFF名言内容,作者\n知行合一,王阳明\n"学而不思则罔，思而不学则殆",孔子\n,无名氏\n');
      const out = path.join(dir, 'batch', 'cards.zip');
      const res = await cli([
        '--kind',
        'quote',
        '--template',
        'redBold',
        '--batch',
        rows,
        '--out',
        out,
        '--server',
        server.url,
        '--token',
        token,
      ]);
      expect(res.code, res.stderr).toBe(0);
      expect(res.stderr).toMatch(/2 cards in .*cards\.zip; 1 row left out \(row 4: /);
      const files = unzipSync(fs.readFileSync(out));
      const names = Object.keys(files).sort();
      expect(names).toEqual([
        expect.stringMatching(/^001-.*\.png$/),
        expect.stringMatching(/^002-.*\.png$/),
        'manifest.csv',
      ]);
      expect((await sharp(Buffer.from(files[names[0]!]!)).metadata()).format).toBe('png');
      const manifest = new TextDecoder().decode(files['manifest.csv']);
      expect(manifest).toContain(`2,${names[0]},fits`);
      expect(manifest).toMatch(/^4,,skipped,Missing “Quote”/m);
    } finally {
      await server.close();
    }
  }, 240_000);

  it('says in one line that a batch needs a server and a ZIP to write', async () => {
    const rows = path.join(dir, 'one.csv');
    fs.writeFileSync(rows, 'Quote\nLess, but better.\n');
    const local = await cli(['--kind', 'quote', '--template', 'redBold', '--batch', rows, '--out', 'x.zip']);
    expect(local.code).toBe(2);
    expect(local.stderr.trim().split('\n')).toHaveLength(1);
    expect(local.stderr).toMatch(/--batch runs on a server: add --server/);
    const png = await cli([
      '--kind',
      'quote',
      '--template',
      'redBold',
      '--batch',
      rows,
      '--server',
      'http://127.0.0.1:9',
      '--token',
      'ink_x',
      '--out',
      'x.png',
    ]);
    expect(png.code).toBe(2);
    expect(png.stderr).toMatch(/--out <file\.zip>/);
  }, 60_000);
});
