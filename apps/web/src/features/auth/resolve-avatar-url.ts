/** Where bare avatar file names live (spec §3). */
export const AVATAR_BASE_PATH = '/uploads/avatars/';

const FULL_URL = /^(https?:)?\/\//i;
const INLINE_IMAGE = /^(blob:|data:image\/)/i;
const OTHER_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * Turns a stored avatar value into an image URL (spec §3): a full URL as is, a value containing a
 * slash joined to the host, a bare file name under /uploads/avatars/, nothing → null (the caller
 * shows a placeholder).
 * @param avatar - the user's avatar field
 * @param origin - the host to join paths to; the page's origin by default
 * @returns an absolute URL, or null when the placeholder should show
 */
export function resolveAvatarUrl(avatar: string | null | undefined, origin = defaultOrigin()): string | null {
  const value = avatar?.trim();
  if (!value) return null;
  if (FULL_URL.test(value) || INLINE_IMAGE.test(value)) return value;
  // javascript:, mailto: and friends are never images; treat them as missing.
  if (OTHER_SCHEME.test(value)) return null;
  const host = origin.replace(/\/+$/, '');
  if (value.includes('/')) return `${host}/${value.replace(/^\/+/, '')}`;
  return `${host}${AVATAR_BASE_PATH}${encodeURIComponent(value)}`;
}

function defaultOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/**
 * The initials shown on the placeholder avatar: the first character of a CJK name, else up to two
 * letters from the first words.
 * @param name - the username
 * @returns one or two characters, upper-cased
 */
export function avatarInitials(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return '?';
  const first = [...trimmed][0]!;
  if (/\p{Script=Han}/u.test(first)) return first;
  const words = trimmed.split(/[\s._-]+/).filter(Boolean);
  const letters = words.length > 1 ? [...words[0]!][0]! + [...words[1]!][0]! : [...trimmed].slice(0, 2).join('');
  return letters.toUpperCase();
}

/** Deep enough for white initials to read at 4.5:1 or more (WCAG AA). */
export const PLACEHOLDER_COLOURS = [
  '#4f46e5',
  '#be185d',
  '#b45309',
  '#047857',
  '#0369a1',
  '#7c3aed',
  '#b91c1c',
  '#0f766e',
];

/**
 * A stable background colour for a placeholder avatar, so a user keeps the same colour everywhere.
 * @param seed - the username or email
 * @returns a hex colour
 */
export function avatarColour(seed: string): string {
  let hash = 0;
  for (const ch of seed) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return PLACEHOLDER_COLOURS[hash % PLACEHOLDER_COLOURS.length]!;
}
