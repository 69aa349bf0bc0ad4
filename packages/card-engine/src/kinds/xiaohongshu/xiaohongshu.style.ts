import * as v from 'valibot';
import { plainObject } from '../../plain-object';

/** Accent colours a note offers: Xiaohongshu red first, then calm and bright alternatives. */
export const NOTE_ACCENT_COLORS = [
  '#ff2442',
  '#f97316',
  '#eab308',
  '#10b981',
  '#0ea5e9',
  '#6366f1',
  '#a855f7',
  '#ec4899',
  '#8b5e3c',
  '#334155',
] as const;

/** Body fonts a note offers (ids; stacks in card-templates/src/fonts/font-stacks.ts). */
export const NOTE_FONTS = ['notoSansSc', 'notoSerifSc', 'lxgwWenKai', 'system'] as const;
export type NoteFont = (typeof NOTE_FONTS)[number];

/** The body size slider, in CSS px of a 540 px page (exported at 2×: 1080 px wide). */
export const NOTE_FONT_SIZE = { min: 14, max: 22, step: 1 } as const;

const hex = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/));

/** The note card style. */
export const XiaohongshuStyleSchema = plainObject({
  /** Headings' marks, list markers, tags and the cover's accents. */
  accentColor: hex,
  fontFamily: v.picklist(NOTE_FONTS),
  /** Body text size in px. */
  fontSize: v.pipe(v.number(), v.minValue(NOTE_FONT_SIZE.min), v.maxValue(NOTE_FONT_SIZE.max)),
});
export type XiaohongshuStyle = v.InferOutput<typeof XiaohongshuStyleSchema>;
