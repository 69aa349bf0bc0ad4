import * as z from 'zod/mini';

const text = z.string().check(z.minLength(1));
const list = z.array(text).check(z.minLength(1));

/** Where a card's photo may come from: an image the browser holds (upload) or a web address (avatar). */
const photo = z.string().check(
  z.maxLength(8_000_000),
  z.refine((s) => /^(data:image\/(png|jpe?g|webp|gif);base64,|blob:|https?:\/\/|\/)/i.test(s), 'not an image address'),
);

/**
 * Parsed profile content (spec §3). Every template reads the same shape and shows the fields its
 * design holds; the parser warns about the ones a template leaves out.
 */
export const ProfileContentSchema = z.object({
  /** 姓名 / Name: the only required field; it also names the PNG. */
  name: text,
  /** 职位 / Title. */
  title: z.optional(text),
  email: z.optional(text),
  phone: z.optional(text),
  /** 微信 / WeChat id (the coder card shows it in place of the phone). */
  wechat: z.optional(text),
  address: z.optional(text),
  /** 个人简介 / Bio, with its line breaks. */
  bio: z.optional(text),
  /** 技能 / Skills, split on commas. */
  skills: z.optional(list),
  /** Creative: 昵称 / Nickname. */
  nickname: z.optional(text),
  /** Creative: 坐标 / Location. */
  location: z.optional(text),
  /** Creative: 标签 / Tags, split on commas. */
  tags: z.optional(list),
  /** Creative: 成就 / Achievements, one per numbered line ("1、…"). */
  achievements: z.optional(list),
  /** Creative: 可提供 / Offerings, one per "-" line. */
  offerings: z.optional(list),
  /** Creative: 需要 / Needs, one per line ("-" optional). */
  needs: z.optional(list),
  /** Creative: 公众号 / WeChat public account. */
  publicAccount: z.optional(text),
  /** The photo the maker adds (an upload kept in the browser, or the account's avatar); never parsed from text. */
  photo: z.optional(photo),
});
export type ProfileContent = z.infer<typeof ProfileContentSchema>;

/** The fields the text can fill (every content field but the photo). */
export type ProfileField = Exclude<keyof ProfileContent, 'photo'>;
