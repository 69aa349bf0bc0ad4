import { describe, expect, it } from 'vitest';
import { exportPixelSize, readScale } from './export-size';

describe('exportPixelSize', () => {
  it('multiplies the card by the scale when no preset is chosen', () => {
    expect(exportPixelSize({ width: 400, height: 533 }, 'auto', 4, 3)).toEqual({ width: 1600, height: 2132 });
    expect(exportPixelSize({ width: 540, height: 720 }, undefined, 2, 2)).toEqual({ width: 1080, height: 1440 });
  });

  it('gives each preset its exact size at the spec scale, whatever the card width', () => {
    expect(exportPixelSize({ width: 400, height: 533 }, '3:4', 3, 3)).toEqual({ width: 1080, height: 1440 });
    expect(exportPixelSize({ width: 400, height: 400 }, '1:1', 3, 3)).toEqual({ width: 1080, height: 1080 });
    expect(exportPixelSize({ width: 360, height: 640 }, '9:16', 3, 3)).toEqual({ width: 1080, height: 1920 });
    expect(exportPixelSize({ width: 540, height: 720 }, '3:4', 2, 2)).toEqual({ width: 1080, height: 1440 });
  });

  it('scales a preset with the chosen scale', () => {
    expect(exportPixelSize({ width: 400, height: 533 }, '3:4', 4, 3)).toEqual({ width: 1440, height: 1920 });
    expect(exportPixelSize({ width: 400, height: 533 }, '3:4', 1, 3)).toEqual({ width: 360, height: 480 });
  });

  it('keeps the proportions of a card that grew past its canvas', () => {
    expect(exportPixelSize({ width: 400, height: 800 }, '3:4', 3, 3)).toEqual({ width: 1080, height: 2160 });
  });
});

describe('readScale', () => {
  it('takes a remembered scale the bar offers, else the spec scale', () => {
    expect(readScale('4', 3)).toBe(4);
    expect(readScale(null, 2)).toBe(2);
    expect(readScale('7', 3)).toBe(3);
    expect(readScale('abc', 3)).toBe(3);
  });
});
