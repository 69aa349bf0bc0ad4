import type { ProfileField, ProfileStyle } from '@inkcard/card-engine';

/** The style every profile template starts from; each sets its own colour (and the coder card its width). */
export const PROFILE_STYLE_BASE: ProfileStyle = {
  primaryColor: '#4f46e5',
  fontFamily: 'notoSansSc',
  textScale: 100,
  // Spec §9: 400 px by default.
  cardWidth: 400,
  borderRadius: 1.5,
  codeTheme: 'dark',
  codeLabels: 'zh',
  // As tall as its content, as profiles have always been; a ratio is the creator's choice.
  canvas: 'auto',
};

/**
 * What the default, tech and blue-and-white cards draw: the spec's basic profile (§3), WeChat and
 * location as contacts, and a photo.
 */
export const PROFILE_BASIC_FIELDS: readonly (ProfileField | 'photo')[] = [
  'photo',
  'name',
  'title',
  'email',
  'phone',
  'wechat',
  'address',
  'location',
  'bio',
  'skills',
];

/** Every text field: the coder card writes them all out as code (and draws no photo). */
export const PROFILE_TEXT_FIELDS: readonly ProfileField[] = [
  'name',
  'title',
  'email',
  'phone',
  'wechat',
  'address',
  'bio',
  'skills',
  'nickname',
  'location',
  'tags',
  'achievements',
  'offerings',
  'needs',
  'publicAccount',
];

/** The creative card draws every field and a photo. */
export const PROFILE_ALL_FIELDS: readonly (ProfileField | 'photo')[] = ['photo', ...PROFILE_TEXT_FIELDS];
