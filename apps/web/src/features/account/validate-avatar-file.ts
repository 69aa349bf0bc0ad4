import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES, type ErrorCode } from '@inkcard/shared';

const EXTENSIONS = /\.(jpe?g|png|gif)$/i;

/**
 * The checks before an avatar upload (spec §5): JPG, PNG or GIF only ('只支持JPG、PNG和GIF格式的图片'),
 * at most 2 MB ('图片大小不能超过2MB'). The server checks the content again; this spares a doomed upload.
 * @param file - the chosen file's name, type and size
 * @returns the problem, or null
 */
export function validateAvatarFile(file: { name: string; type: string; size: number }): ErrorCode | null {
  const typeOk = file.type
    ? (AVATAR_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase())
    : EXTENSIONS.test(file.name);
  if (!typeOk) return 'AVATAR_TYPE';
  if (file.size > AVATAR_MAX_BYTES) return 'AVATAR_TOO_LARGE';
  return null;
}
