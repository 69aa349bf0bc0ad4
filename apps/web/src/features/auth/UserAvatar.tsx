import { useState } from 'react';
import { avatarColour, avatarInitials, resolveAvatarUrl } from './resolve-avatar-url';

interface UserAvatarProps {
  /** The stored avatar value (file name, path or URL), or null. */
  avatar: string | null | undefined;
  /** The username, for the placeholder's initials and colour. */
  name: string;
  /** Side in px. */
  size?: number;
  /** Alternative text; empty when a visible name sits next to the avatar. */
  alt?: string;
  /** Overrides the stored value with a local preview URL. */
  src?: string | null;
  className?: string;
}

/**
 * A round user avatar: the resolved image, or initials on a stable colour when there is none or it fails to load.
 */
export function UserAvatar({ avatar, name, size = 32, alt = '', src, className = '' }: UserAvatarProps) {
  const url = src ?? resolveAvatarUrl(avatar);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const style = { width: size, height: size };
  if (url && failedUrl !== url) {
    return (
      <img
        src={url}
        alt={alt}
        width={size}
        height={size}
        style={style}
        onError={() => setFailedUrl(url)}
        className={`shrink-0 rounded-full object-cover ring-1 ring-black/5 dark:ring-white/10 ${className}`}
        data-testid="user-avatar-image"
      />
    );
  }
  return (
    <span
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      style={{ ...style, backgroundColor: avatarColour(name), fontSize: Math.max(10, Math.round(size * 0.4)) }}
      className={`inline-flex shrink-0 select-none items-center justify-center rounded-full font-semibold text-white ${className}`}
      data-testid="user-avatar-placeholder"
    >
      {avatarInitials(name)}
    </span>
  );
}
