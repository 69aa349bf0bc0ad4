/**
 * A block of long text, as a carousel lays it out: the unit that pages are filled with. Produced
 * from plain text by `parseBodyBlocks`; any kind whose content holds long text can use it.
 */
export type BodyBlock =
  | { type: 'heading'; text: string; level: 1 | 2 | 3 }
  | {
      type: 'paragraph';
      text: string;
      /** 'line': it followed a single line break; 'paragraph': a blank line (more space above). */
      gap: 'line' | 'paragraph';
    }
  | {
      type: 'listItem';
      text: string;
      /** The marker as shown: "1." for ordered items (numbers kept as written), "•" for bullets. */
      marker: string;
      ordered: boolean;
      gap: 'line' | 'paragraph';
    }
  /** `---` (or `***`, `___`, `———`) alone on a line: the next block starts a new page. */
  | { type: 'break' };

const BREAK = /^\s*(?:-{3,}|\*{3,}|_{3,}|—{2,}|={3,})\s*$/;
const HASH_HEADING = /^\s*(#{1,3})[ \t\u3000]+(.+?)\s*#*\s*$/;
// 【交通攻略】 alone on a line is how Xiaohongshu notes title their sections.
const BRACKET_HEADING = /^\s*【([^【】]{1,40})】\s*$/;
// Not "1.1 …" or "3.14": a number right after the dot is section numbering or a decimal.
const ORDERED = /^\s*(\d{1,3})[.、．)）](?!\d)[ \t\u3000]*(.+)$/;
const CIRCLED = /^\s*([\u2460-\u2473])[ \t\u3000]*(.+)$/;
const BULLET = /^\s*[-*•·▪◦●][ \t\u3000]+(.+)$/;

/**
 * Reads long text into blocks: `#`/`##`/`###` and 【…】 lines are headings, `1.` / `1、` / ①
 * lines are ordered items (their numbers kept), `-` / `•` lines are bullets, `---` starts a new
 * page, and every other line is a paragraph. Never throws; blank text gives no blocks.
 * @param text - the text (line breaks already normalised to \n)
 * @returns the blocks in order
 */
export function parseBodyBlocks(text: string): BodyBlock[] {
  const blocks: BodyBlock[] = [];
  let gap: 'line' | 'paragraph' = 'paragraph';
  for (const raw of (typeof text === 'string' ? text : '').split('\n')) {
    const line = raw.replace(/[ \t\u3000]+$/, '');
    if (line.trim().length === 0) {
      gap = 'paragraph';
      continue;
    }
    let m: RegExpExecArray | null;
    if (BREAK.test(line)) {
      blocks.push({ type: 'break' });
    } else if ((m = HASH_HEADING.exec(line))) {
      blocks.push({ type: 'heading', text: m[2]!.trim(), level: m[1]!.length as 1 | 2 | 3 });
    } else if ((m = BRACKET_HEADING.exec(line))) {
      blocks.push({ type: 'heading', text: m[1]!.trim(), level: 2 });
    } else if ((m = ORDERED.exec(line)) || (m = CIRCLED.exec(line))) {
      const n = /\d/.test(m[1]!) ? Number(m[1]) : m[1]!.codePointAt(0)! - 0x2460 + 1;
      blocks.push({ type: 'listItem', text: m[2]!.trim(), marker: `${n}.`, ordered: true, gap });
    } else if ((m = BULLET.exec(line))) {
      blocks.push({ type: 'listItem', text: m[1]!.trim(), marker: '•', ordered: false, gap });
    } else {
      blocks.push({ type: 'paragraph', text: line.trim(), gap });
    }
    gap = 'line';
  }
  return blocks;
}
