/**
 * WHATWG's TextDecoder, as browsers, Node (with its ICU, which knows GBK) and workers all have it.
 * Declared here because the engine's tsconfig has neither the DOM nor Node's types.
 */
declare const TextDecoder: new (
  label: string,
  options?: { fatal?: boolean },
) => {
  decode(input: Uint8Array): string;
};

/** The encodings a spreadsheet file may come in: UTF-8 (with or without BOM) or GBK (Excel in Chinese Windows). */
export const TABLE_ENCODINGS = ['utf-8', 'gbk'] as const;
export type TableEncoding = (typeof TABLE_ENCODINGS)[number];

/** A decoded file: its text and how it was read. */
export interface DecodedTable {
  text: string;
  encoding: TableEncoding;
  /** Whether the file started with a UTF-8 byte order mark (dropped from the text). */
  bom: boolean;
}

/**
 * Reads a spreadsheet file's bytes as text. With `auto`, a UTF-8 BOM or bytes that are valid UTF-8
 * are UTF-8; anything else is GBK, which is what Excel on a Chinese Windows writes when it saves
 * "CSV (comma delimited)". Valid UTF-8 is almost never valid-looking GBK by accident the other way
 * round, so the order matters: UTF-8 first. A caller may also say which one (the "encoding" choice).
 * Never throws: GBK decodes any bytes (unknown sequences become U+FFFD).
 * @param bytes - the file
 * @param encoding - `auto` (default), `utf-8` or `gbk`
 * @returns the text without BOM, and the encoding used
 */
export function decodeTable(bytes: Uint8Array, encoding: TableEncoding | 'auto' = 'auto'): DecodedTable {
  const bom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = bom ? bytes.subarray(3) : bytes;
  if (encoding === 'gbk') return { text: new TextDecoder('gbk').decode(body), encoding: 'gbk', bom };
  if (encoding === 'utf-8' || bom) return { text: new TextDecoder('utf-8').decode(body), encoding: 'utf-8', bom };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'utf-8', bom };
  } catch {
    return { text: new TextDecoder('gbk').decode(body), encoding: 'gbk', bom };
  }
}
