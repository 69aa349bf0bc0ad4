import { describe, expect, it } from 'vitest';
import { exportPixelSize, overflowsPreset, readScale, renderPixelSize, tallerSizeThatFits } from './export-size';

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

  it('exports a preset at exactly its pixels even when the text made the card grow (issue 30: 1080 × 1450)', () => {
    expect(exportPixelSize({ width: 400, height: 537 }, '3:4', 3, 3)).toEqual({ width: 1080, height: 1440 });
    expect(exportPixelSize({ width: 400, height: 800 }, '3:4', 3, 3)).toEqual({ width: 1080, height: 1440 });
  });
});

describe('renderPixelSize', () => {
  it("gives a preset's exact pixels while the card fits it", () => {
    expect(renderPixelSize({ width: 400, height: 533.33 }, '3:4', 3, 3)).toEqual({ width: 1080, height: 1440 });
  });

  it('keeps a grown card whole at the preset width, for renders nobody can resize (never cut to 1440)', () => {
    expect(renderPixelSize({ width: 400, height: 600 }, '3:4', 3, 3)).toEqual({ width: 1080, height: 1620 });
    expect(renderPixelSize({ width: 400, height: 600 }, 'auto', 3, 3)).toEqual({ width: 1200, height: 1800 });
  });
});

describe('overflowsPreset', () => {
  it('is true only for a preset card taller than its canvas', () => {
    expect(overflowsPreset({ width: 400, height: 533 }, '3:4')).toBe(false);
    expect(overflowsPreset({ width: 400, height: 534 }, '3:4')).toBe(false);
    expect(overflowsPreset({ width: 400, height: 540 }, '3:4')).toBe(true);
    expect(overflowsPreset({ width: 400, height: 2000 }, 'auto')).toBe(false);
    expect(overflowsPreset({ width: 0, height: 0 }, '3:4')).toBe(false);
  });
});

describe('tallerSizeThatFits', () => {
  it('picks the shortest offered preset that holds the grown card', () => {
    expect(tallerSizeThatFits({ width: 400, height: 560 }, ['3:4', '9:16'])).toBe('9:16');
    expect(tallerSizeThatFits({ width: 400, height: 420 }, ['auto', '3:4', '1:1', '9:16'])).toBe('3:4');
  });

  it('falls back to auto when no preset is tall enough, else offers nothing', () => {
    expect(tallerSizeThatFits({ width: 400, height: 900 }, ['auto', '3:4', '1:1', '9:16'])).toBe('auto');
    expect(tallerSizeThatFits({ width: 400, height: 900 }, ['3:4', '9:16'])).toBeNull();
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
