import * as v from 'valibot';
import { plainObject } from '../../plain-object';

/** The three optional sections a note may add after its body (spec §3), in the order written. */
export const NOTE_SECTION_KINDS = ['shopInfo', 'dishes', 'tips'] as const;
export type NoteSectionKind = (typeof NOTE_SECTION_KINDS)[number];

/** A cover image kept in the browser (spec §3 `uploadedImage`): a data URL, never a remote address. */
export const NoteCoverImageSchema = v.pipe(
  v.string(),
  v.maxLength(12_000_000),
  v.regex(/^data:image\/(?:png|jpeg|webp|gif|avif|bmp);base64,[A-Za-z0-9+/=]+$/),
);

/** Xiaohongshu note content (spec §3: 标题, 正文, 店铺信息, 必点菜品, 小贴士, 标签, 封面图片). */
export const XiaohongshuContentSchema = plainObject({
  /** 标题: the note's title; required. */
  title: v.pipe(v.string(), v.minLength(1)),
  /** 正文: the body, paragraphs separated by blank lines; may be empty. */
  body: v.string(),
  /** 店铺信息, 必点菜品, 小贴士, with the label as the writer's language names it. */
  sections: v.array(
    plainObject({
      kind: v.picklist(NOTE_SECTION_KINDS),
      /** The section's heading: the canonical label in the language the writer used. */
      label: v.pipe(v.string(), v.minLength(1)),
      text: v.pipe(v.string(), v.minLength(1)),
    }),
  ),
  /** 标签: space-separated words, without their leading '#'. */
  tags: v.array(v.pipe(v.string(), v.minLength(1))),
  /** 封面图片: set by the maker's upload, never by the text. */
  coverImage: v.optional(NoteCoverImageSchema),
});
export type XiaohongshuContent = v.InferOutput<typeof XiaohongshuContentSchema>;
export type NoteSection = XiaohongshuContent['sections'][number];
