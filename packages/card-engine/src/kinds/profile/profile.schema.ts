import { z } from 'zod';

const text = z.string().min(1);
const list = z.array(text).min(1);

/** Where a card's photo may come from: an image the browser holds (upload) or a web address (avatar). */
const photo = z
  .string()
  .max(8_000_000)
  .refine((s) => /^(data:image\/(png|jpe?g|webp|gif);base64,|blob:|https?:\/\/|\/)/i.test(s), 'not an image address');

/**
 * Parsed profile content (spec §3). Every template reads the same shape and shows the fields its
 * design holds; the parser warns about the ones a template leaves out.
 */
export const ProfileContentSchema = z.object({
  /** 姓名 / Name: the only required field; it also names the PNG. */
  name: text,
  /** 职位 / Title. */
  title: text.optional(),
  email: text.optional(),
  phone: text.optional(),
  /** 微信 / WeChat id (the coder card shows it in place of the phone). */
  wechat: text.optional(),
  address: text.optional(),
  /** 个人简介 / Bio, with its line breaks. */
  bio: text.optional(),
  /** 技能 / Skills, split on commas. */
  skills: list.optional(),
  /** Creative: 昵称 / Nickname. */
  nickname: text.optional(),
  /** Creative: 坐标 / Location. */
  location: text.optional(),
  /** Creative: 标签 / Tags, split on commas. */
  tags: list.optional(),
  /** Creative: 成就 / Achievements, one per numbered line ("1、…"). */
  achievements: list.optional(),
  /** Creative: 可提供 / Offerings, one per "-" line. */
  offerings: list.optional(),
  /** Creative: 需要 / Needs, one per line ("-" optional). */
  needs: list.optional(),
  /** Creative: 公众号 / WeChat public account. */
  publicAccount: text.optional(),
  /** The photo the maker adds (an upload kept in the browser, or the account's avatar); never parsed from text. */
  photo: photo.optional(),
});
export type ProfileContent = z.infer<typeof ProfileContentSchema>;

/** The fields the text can fill (every content field but the photo). */
export type ProfileField = Exclude<keyof ProfileContent, 'photo'>;
