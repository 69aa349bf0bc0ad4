import * as v from 'valibot';
import { plainObject } from '../../plain-object';

const text = v.pipe(v.string(), v.minLength(1));
const list = v.pipe(v.array(text), v.minLength(1));

/** Where a card's photo may come from: an image the browser holds (upload) or a web address (avatar). */
const photo = v.pipe(
  v.string(),
  v.maxLength(8_000_000),
  v.check((s) => /^(data:image\/(png|jpe?g|webp|gif);base64,|blob:|https?:\/\/|\/)/i.test(s), 'not an image address'),
);

/**
 * Parsed profile content (spec §3). Every template reads the same shape and shows the fields its
 * design holds; the parser warns about the ones a template leaves out.
 */
export const ProfileContentSchema = plainObject({
  /** 姓名 / Name: the only required field; it also names the PNG. */
  name: text,
  /** 职位 / Title. */
  title: v.optional(text),
  email: v.optional(text),
  phone: v.optional(text),
  /** 微信 / WeChat id (the coder card shows it in place of the phone). */
  wechat: v.optional(text),
  address: v.optional(text),
  /** 个人简介 / Bio, with its line breaks. */
  bio: v.optional(text),
  /** 技能 / Skills, split on commas. */
  skills: v.optional(list),
  /** Creative: 昵称 / Nickname. */
  nickname: v.optional(text),
  /** Creative: 坐标 / Location. */
  location: v.optional(text),
  /** Creative: 标签 / Tags, split on commas. */
  tags: v.optional(list),
  /** Creative: 成就 / Achievements, one per numbered line ("1、…"). */
  achievements: v.optional(list),
  /** Creative: 可提供 / Offerings, one per "-" line. */
  offerings: v.optional(list),
  /** Creative: 需要 / Needs, one per line ("-" optional). */
  needs: v.optional(list),
  /** Creative: 公众号 / WeChat public account. */
  publicAccount: v.optional(text),
  /** The photo the maker adds (an upload kept in the browser, or the account's avatar); never parsed from text. */
  photo: v.optional(photo),
});
export type ProfileContent = v.InferOutput<typeof ProfileContentSchema>;

/** The fields the text can fill (every content field but the photo). */
export type ProfileField = Exclude<keyof ProfileContent, 'photo'>;
