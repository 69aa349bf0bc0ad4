import { describe, expect, it } from 'vitest';
import { missingText, type Pixels, type TextPiece } from './text-guard';

/** A w × h image of one colour. */
function image(width: number, height: number, rgb: [number, number, number]): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set([...rgb, 255], i);
  return { width, height, data };
}

/** Paints a pixel (x, y) of an image. */
function paint(img: Pixels, x: number, y: number, rgb: [number, number, number]): void {
  img.data.set([...rgb, 255], (y * img.width + x) * 4);
}

const title: TextPiece = { text: '标题', boxes: [{ x: 2, y: 2, width: 10, height: 4 }] };
const body: TextPiece = {
  text: 'two lines of body',
  boxes: [
    { x: 2, y: 10, width: 16, height: 4 },
    { x: 2, y: 14, width: 8, height: 4 },
  ],
};

describe('missingText', () => {
  it('finds every piece missing when the drawing equals the glyph-less reference (two blank draws agree)', () => {
    const blank = image(20, 20, [250, 245, 240]);
    expect(missingText(image(20, 20, [250, 245, 240]), blank, [title, body], 1)).toEqual([title, body]);
  });

  it('finds nothing missing when every piece shows ink in one of its boxes', () => {
    const blank = image(20, 20, [250, 245, 240]);
    const drawn = image(20, 20, [250, 245, 240]);
    paint(drawn, 5, 3, [30, 30, 30]);
    paint(drawn, 4, 15, [30, 30, 30]); // only the body's second line
    expect(missingText(drawn, blank, [title, body], 1)).toEqual([]);
  });

  it('names only the piece whose font did not load', () => {
    const blank = image(20, 20, [0, 0, 0]);
    const drawn = image(20, 20, [0, 0, 0]);
    paint(drawn, 6, 11, [255, 255, 255]);
    expect(missingText(drawn, blank, [title, body], 1)).toEqual([title]);
  });

  it('does not take ink outside a piece, nor a faint difference, for its text', () => {
    const blank = image(20, 20, [200, 200, 200]);
    const drawn = image(20, 20, [200, 200, 200]);
    paint(drawn, 18, 1, [0, 0, 0]); // a decoration beside the title
    paint(drawn, 5, 3, [210, 190, 200]); // resampling noise inside it
    expect(missingText(drawn, blank, [title], 1)).toEqual([title]);
  });

  it('reads boxes at the check scale', () => {
    const blank = image(40, 40, [255, 255, 255]);
    const drawn = image(40, 40, [255, 255, 255]);
    paint(drawn, 23, 7, [0, 0, 0]); // CSS (11.5, 3.5): inside the title's box at scale 2
    expect(missingText(drawn, blank, [title], 2)).toEqual([]);
    expect(missingText(drawn, blank, [title], 1)).toEqual([title]);
  });

  it('refuses images of different sizes', () => {
    expect(missingText(image(20, 20, [0, 0, 0]), image(21, 20, [0, 0, 0]), [title], 1)).toEqual([title]);
  });
});
