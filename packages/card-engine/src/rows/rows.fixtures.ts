import { findKind } from '../kinds';
import type { AnyCardState } from '../card-state/card-state';
import { decodeTable } from './decode-table';
import { readTable } from './read-table';
import { rowsToCards, suggestColumnMapping } from './rows-to-cards';

/** What a fixture file gives: its file name, how it decodes, its table's headers and mapping, its cards and skipped rows. */
export interface RowsFixtureOutcome {
  encoding: string;
  bom: boolean;
  result:
    | { ok: false; issue: unknown }
    | {
        ok: true;
        format: string;
        headers: string[];
        mapping: (string | null)[];
        cards: { row: number; title: string; text: string }[];
        issues: unknown[];
      };
}

/** The kind a fixture's rows are cards of, from its name (`zh-note-…` is a note). */
export function fixtureKind(name: string): string {
  const kinds: [string, string][] = [
    ['profile', 'profile'],
    ['note', 'xiaohongshu'],
    ['blessing', 'blessing'],
  ];
  return kinds.find(([word]) => name.includes(word))?.[1] ?? 'quote';
}

/** Hex text (`c3fb…`) as bytes: the GBK fixture is stored so, since Vite reads fixtures as UTF-8 text. */
export function hexBytes(hex: string): Uint8Array {
  const clean = hex.replace(/\s+/g, '');
  const out = new Uint8Array(clean.length / 2);
  for (let i = 0; i < out.length; i += 1) out[i] = parseInt(clean.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/**
 * Runs a fixture through the whole pipeline a batch uses: bytes → text → rows → cards.
 * @param name - the fixture's file name (its language and kind)
 * @param bytes - the file's bytes
 * @returns what the pipeline made of it
 */
export function runRowsFixture(name: string, bytes: Uint8Array): RowsFixtureOutcome {
  const kind = findKind(fixtureKind(name))!;
  const lang = name.startsWith('en-') ? 'en' : 'zh';
  const decoded = decodeTable(bytes);
  const read = readTable(decoded.text, { maxRows: 100 });
  if (!read.ok) return { encoding: decoded.encoding, bom: decoded.bom, result: { ok: false, issue: read.issue } };
  const mapping = suggestColumnMapping(kind, read.table.headers);
  const base = {
    v: 1,
    kind: kind.id,
    template: `${kind.id}/x`,
    lang,
    form: 'card',
    text: '',
    content: null,
    style: {},
    scale: 2,
    image: null,
  } as unknown as AnyCardState;
  const { cards, issues } = rowsToCards(kind, read.table, mapping, base);
  return {
    encoding: decoded.encoding,
    bom: decoded.bom,
    result: {
      ok: true,
      format: read.table.format,
      headers: read.table.headers,
      mapping,
      cards: cards.map((c) => ({ row: c.row, title: c.title, text: c.state.text })),
      issues,
    },
  };
}
