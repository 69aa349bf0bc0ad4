/** A block of catalog prose: a paragraph, a bullet list or a numbered list. */
export type TextBlock = { kind: 'p'; text: string } | { kind: 'ul' | 'ol'; items: string[] };

/**
 * Splits catalog prose into paragraphs and lists: blocks are separated by a blank line, and a
 * block whose lines all start with "- " is a list, one whose lines all start "1. ", "2. "… a
 * numbered list.
 * @param body - the catalog text
 * @returns the blocks in order
 */
export function parseTextBlocks(body: string): TextBlock[] {
  return body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block): TextBlock => {
      const lines = block.split('\n').map((l) => l.trim());
      if (lines.every((l) => l.startsWith('- '))) return { kind: 'ul', items: lines.map((l) => l.slice(2)) };
      if (lines.every((l) => /^\d+\. /.test(l)))
        return { kind: 'ol', items: lines.map((l) => l.replace(/^\d+\. /, '')) };
      return { kind: 'p', text: lines.join(' ') };
    });
}
