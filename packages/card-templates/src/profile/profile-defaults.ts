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
};

/** The fields of the spec's basic profile (§3) plus WeChat and location, which these cards list as contacts. */
export const PROFILE_BASIC_FIELDS: readonly ProfileField[] = [
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
