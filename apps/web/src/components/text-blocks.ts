/** A block of catalog prose: a paragraph or a bullet list. */
export type TextBlock = { kind: 'p'; text: string } | { kind: 'ul'; items: string[] };

/**
 * Splits catalog prose into paragraphs and lists: blocks are separated by a blank line, and a
 * block whose lines all start with "- " is a list.
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
      return { kind: 'p', text: lines.join(' ') };
    });
}
