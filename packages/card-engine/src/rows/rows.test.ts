import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { quoteKind } from '../kinds/quote/quote.kind';
import { profileKind } from '../kinds/profile/profile.kind';
import '../test/load-fixtures';
import { normalizeText } from '../labelled-text/normalize-text';
import { decodeTable } from './decode-table';
import { readTable } from './read-table';
import { rowsToCards, suggestColumnMapping } from './rows-to-cards';
import { batchFileName, batchManifestCsv } from './batch-files';
import { hexBytes, runRowsFixture } from './rows.fixtures';

declare const TextEncoder: new () => { encode(text: string): Uint8Array };
const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

const inputs = import.meta.glob<string>('./fixtures/*.*', { query: '?raw', import: 'default', eager: true });
const expected = import.meta.glob<string>('./fixtures/expected/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const fixtures = Object.entries(inputs)
  .map(([path, raw]) => {
    const name = path.replace(/^.*\//, '');
    const out = expected[`./fixtures/expected/${name}.json`];
    if (out === undefined) throw new Error(`fixture ${name} has no expected/${name}.json`);
    const bytes = name.endsWith('.hex') ? hexBytes(raw) : utf8(raw);
    return { name, bytes, expected: JSON.parse(out) as unknown };
  })
  .sort((a, b) => a.name.localeCompare(b.name));

describe('spreadsheet rows into cards (fixtures)', () => {
  it('has fixtures in both languages, in every encoding and format a batch takes', () => {
    const names = fixtures.map((f) => f.name);
    expect(names.some((n) => n.startsWith('zh-'))).toBe(true);
    expect(names.some((n) => n.startsWith('en-'))).toBe(true);
    for (const ext of ['.csv', '.tsv', '.json', '.csv.hex']) expect(names.some((n) => n.endsWith(ext))).toBe(true);
  });

  it.each(fixtures.map((f) => [f.name, f] as const))('%s', (name, f) => {
    expect(runRowsFixture(name, f.bytes)).toEqual(f.expected);
  });
});

describe('decodeTable', () => {
  // 你好,世界 in GBK, as Excel on a Chinese Windows saves it.
  const gbk = hexBytes('c4e3bac32ccac0bde7');

  it('reads UTF-8 with and without a BOM, and says which', () => {
    expect(decodeTable(utf8('\uFEFF名言,作者'))).toEqual({ text: '名言,作者', encoding: 'utf-8', bom: true });
    expect(decodeTable(utf8('名言,作者'))).toEqual({ text: '名言,作者', encoding: 'utf-8', bom: false });
  });

  it('detects GBK from bytes that are not UTF-8', () => {
    expect(decodeTable(gbk)).toEqual({ text: '你好,世界', encoding: 'gbk', bom: false });
  });

  it('decodes as asked when the user chooses the encoding', () => {
    expect(decodeTable(gbk, 'gbk').text).toBe('你好,世界');
    expect(decodeTable(gbk, 'utf-8').text).toContain('\uFFFD');
  });

  it('never throws, whatever the bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        expect(typeof decodeTable(bytes).text).toBe('string');
      }),
    );
  });
});

describe('readTable', () => {
  it('refuses 10,000 rows past the limit, with the limit to tell the user, without reading them all', () => {
    const csv = `名言内容,作者\n${Array.from({ length: 10_000 }, (_, i) => `第${i}句,某人`).join('\n')}\n`;
    expect(readTable(csv, { maxRows: 1000 })).toEqual({ ok: false, issue: { key: 'tooManyRows', max: 1000 } });
    const json = JSON.stringify(Array.from({ length: 10_000 }, (_, i) => ({ Quote: `q${i}` })));
    expect(readTable(json, { maxRows: 1000 })).toEqual({ ok: false, issue: { key: 'tooManyRows', max: 1000 } });
  });

  it('takes exactly the limit', () => {
    const csv = `Quote\n${Array.from({ length: 50 }, (_, i) => `q${i}`).join('\n')}`;
    const res = readTable(csv, { maxRows: 50 });
    expect(res.ok && res.table.rows).toHaveLength(50);
  });

  it.each([
    ['', { key: 'empty' }],
    ['  \n\n', { key: 'empty' }],
    ['Quote,Author\n', { key: 'noRows' }],
    ['[]', { key: 'noRows' }],
    ['[{"Quote": 1},', { key: 'notJson' }],
  ])('refuses %j with a reason', (text, issue) => {
    expect(readTable(text, { maxRows: 10 })).toEqual({ ok: false, issue });
  });

  it('numbers rows as the spreadsheet shows them, across quoted newlines and blank lines', () => {
    const res = readTable('A,B\n"one\nline two",x\n\n"3",y\r\nlast,z', { maxRows: 10 });
    expect(res.ok && res.table.rows.map((r) => [r.row, r.cells])).toEqual([
      [2, ['one\nline two', 'x']],
      [4, ['3', 'y']],
      [5, ['last', 'z']],
    ]);
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const res = readTable(text, { maxRows: 20 });
        expect(typeof res.ok).toBe('boolean');
      }),
    );
  });

  it('reads back any cells CSV-quoted', () => {
    const cellArb = fc.string({ maxLength: 20 }).map((s) => s.replace(/\r/g, '').trim());
    fc.assert(
      fc.property(fc.array(fc.tuple(cellArb, cellArb), { minLength: 1, maxLength: 8 }), (rows) => {
        const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;
        const text = ['A,B', ...rows.map(([a, b]) => `${quote(a)},${quote(b)}`)].join('\n');
        const res = readTable(text, { maxRows: 20, format: 'csv' });
        expect(res.ok && res.table.rows.map((r) => r.cells)).toEqual(
          rows.map(([a, b]) => [a, b].map((c) => normalizeText(c).trim())),
        );
      }),
    );
  });
});

describe('suggestColumnMapping', () => {
  it('matches headers by the kind’s zh and en labels and field ids, ignoring case, spaces and colons', () => {
    expect(suggestColumnMapping(quoteKind, ['名言内容：', 'AUTHOR', ' source ', 'signature', 'notes'])).toEqual([
      'quote',
      'author',
      'source',
      'signature',
      null,
    ]);
    expect(suggestColumnMapping(profileKind, ['姓名', 'Job title', 'E-mail', '技能'])).toEqual([
      'name',
      'title',
      'email',
      'skills',
    ]);
  });
});

describe('rowsToCards', () => {
  it('writes a row’s cells as labelled text the kind reads back, in the card’s language', () => {
    const read = readTable('Quote,Author\n"Author: Me, the first line\nAuthor: a line that looks like a label",Me', {
      maxRows: 5,
    });
    if (!read.ok) throw new Error('unread');
    const base = { kind: 'quote', lang: 'en' as const, text: '', content: null };
    const { cards, issues } = rowsToCards(quoteKind, read.table, ['quote', 'author'], base);
    expect(issues).toEqual([]);
    const parsed = quoteKind.parse(cards[0]!.state.text);
    expect(parsed.ok && parsed.content).toEqual({
      // A later line that would open a field stays in the quote, marked as a list line.
      quote: 'Author: Me, the first line\n- Author: a line that looks like a label',
      author: 'Me',
    });
  });
});

describe('batch files', () => {
  it('numbers files in row order with enough digits, and keeps titles safe', () => {
    expect(batchFileName(1, 20, '知之为知之')).toBe('001-知之为知之.png');
    expect(batchFileName(7, 1500, 'a/b: c?')).toBe('0007-a b c.png');
    expect(batchFileName(3, 3, '   ')).toBe('003-card.png');
    expect(batchFileName(2, 9, 'Note', 3)).toBe('002-Note-3.png');
  });

  it('writes a manifest Excel opens in UTF-8, one line per row, formulas defused', () => {
    const csv = batchManifestCsv(
      ['row', 'file', 'status', 'notes'],
      [
        { row: 3, file: '', status: 'skipped', notes: 'no quote, in row 3' },
        { row: 2, file: '001-a.png', status: 'shrunk', notes: '=HYPERLINK("x")' },
      ],
    );
    expect(csv).toBe(
      '\uFEFFrow,file,status,notes\r\n2,001-a.png,shrunk,"\'=HYPERLINK(""x"")"\r\n3,,skipped,"no quote, in row 3"\r\n',
    );
  });
});
