// The guard that refuses a PNG missing the preview's text.
//
// Chromium draws an SVG image before the data: fonts inside it have loaded, and a web font that is
// still loading draws nothing (font-display's block period), so a capture can come out with blank
// text. Instead of drawing until two renders agree (which two blank draws also do), the export
// draws the card twice at a small check scale, once as captured and once with every glyph made
// transparent, and looks inside each text line's box: where the two agree, that text is missing.

/** A rectangle in the card's CSS pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One piece of the card's text (a text node) and the boxes of its lines. */
export interface TextPiece {
  text: string;
  boxes: Box[];
}

/** An image's pixels, RGBA, row by row (ImageData's shape). */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

// A glyph's pixels differ from the glyph-less draw by far more than this (text contrast is at
// least 3:1 on every card); two draws of the same SVG differ by nothing at all elsewhere.
const INK_THRESHOLD = 24;

/**
 * The pieces of text whose boxes show no ink: no pixel there differs from the same card drawn
 * without glyphs. Both images are drawn at `scale` pixels per CSS pixel.
 * @param drawn - the card as captured
 * @param blank - the same capture with transparent glyphs
 * @param pieces - the text to look for, in CSS pixels of the card
 * @param scale - pixels per CSS pixel of both images
 * @returns the pieces that are missing (empty when all the text is there)
 */
export function missingText(drawn: Pixels, blank: Pixels, pieces: readonly TextPiece[], scale: number): TextPiece[] {
  if (drawn.width !== blank.width || drawn.height !== blank.height) return [...pieces];
  const { width, height } = drawn;
  const inked = (box: Box): boolean => {
    const x0 = Math.max(0, Math.floor(box.x * scale));
    const y0 = Math.max(0, Math.floor(box.y * scale));
    const x1 = Math.min(width, Math.ceil((box.x + box.width) * scale));
    const y1 = Math.min(height, Math.ceil((box.y + box.height) * scale));
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const i = (y * width + x) * 4;
        for (let c = 0; c < 3; c++) {
          if (Math.abs(drawn.data[i + c]! - blank.data[i + c]!) > INK_THRESHOLD) return true;
        }
      }
    }
    return false;
  };
  return pieces.filter((piece) => !piece.boxes.some(inked));
}

// Letters and digits only: emoji come from the system's colour font (never missing for the
// reason guarded against) and punctuation alone can be too small to see at the check scale.
const WORDS = /[\p{L}\p{N}]/u;

/** Alpha of a computed CSS colour (`rgb()` is opaque). */
function alphaOf(color: string): number {
  if (color === 'transparent') return 0;
  const m = /rgba\([^)]*,\s*([\d.]+)\s*\)/.exec(color) ?? /\/\s*([\d.]+)\s*\)/.exec(color);
  return m ? Number(m[1]) : 1;
}

/** Whether an element's text is drawn plainly enough to be looked for (solid, not faded, shown). */
function isPlainlyVisible(el: Element, root: HTMLElement): boolean {
  const cs = getComputedStyle(el);
  if (cs.visibility !== 'visible') return false;
  const fill = cs.getPropertyValue('-webkit-text-fill-color');
  if (alphaOf(cs.color) < 0.5 || (fill && alphaOf(fill) < 0.5)) return false;
  let opacity = 1;
  for (let n: Element | null = el; n && n !== root.parentElement; n = n.parentElement) {
    opacity *= Number(getComputedStyle(n).opacity);
  }
  return opacity >= 0.5;
}

/**
 * The card's text pieces with their line boxes in the card's CSS pixels, for missingText. Text the
 * card shows faintly (faded, translucent, hidden) and text without letters or digits is left out.
 * @param root - the card element
 * @param ignore - a selector for subtrees left out of the export
 * @returns the pieces
 */
export function textPieces(root: HTMLElement, ignore: string): TextPiece[] {
  const frame = root.getBoundingClientRect();
  // The preview may be scaled by a transform; boxes are wanted in the card's own CSS pixels.
  const k = root.offsetWidth > 0 && frame.width > 0 ? root.offsetWidth / frame.width : 1;
  const cardHeight = root.offsetHeight;
  const pieces: TextPiece[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode: (n) =>
      n instanceof Element && n.matches(ignore) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
  });
  const range = document.createRange();
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (n.nodeType !== Node.TEXT_NODE || !n.parentElement) continue;
    const text = n.nodeValue ?? '';
    if (!WORDS.test(text) || !isPlainlyVisible(n.parentElement, root)) continue;
    range.selectNodeContents(n);
    const boxes: Box[] = [];
    for (const r of Array.from(range.getClientRects())) {
      const x = (r.left - frame.left) * k;
      const y = (r.top - frame.top) * k;
      const box = { x, y, width: r.width * k, height: r.height * k };
      // Only what lies on the card is drawn; a box of a line cut off by the card's edge is kept.
      const inside = box.x < root.offsetWidth && box.y < cardHeight && box.x + box.width > 0 && box.y + box.height > 0;
      if (inside && box.width >= 1 && box.height >= 1) boxes.push(box);
    }
    if (boxes.length > 0) pieces.push({ text, boxes });
  }
  return pieces;
}
