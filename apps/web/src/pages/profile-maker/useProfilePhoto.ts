import { useCallback } from 'react';
import { STORAGE_KEYS } from '@inkcard/shared';
import { createStorageStore, useStorageStore } from '../../hooks/useLocalStorage';
import { useSession } from '../../features/auth/session';
import { AVATAR_BASE_PATH, resolveAvatarUrl } from '../../features/auth/resolve-avatar-url';

/** Where the card's photo comes from. */
export type PhotoSource = 'none' | 'avatar' | 'upload';

interface StoredPhoto {
  source: PhotoSource;
  /** The uploaded photo as a JPEG data URL (never sent anywhere). */
  upload: string | null;
}

/** Reads the stored choice; anything malformed counts as nothing stored. */
function decode(raw: string | null): StoredPhoto | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredPhoto>;
    const source = value.source;
    if (source !== 'none' && source !== 'avatar' && source !== 'upload') return null;
    const upload =
      typeof value.upload === 'string' && value.upload.startsWith('data:image/jpeg;base64,') ? value.upload : null;
    return { source: source === 'upload' && !upload ? 'none' : source, upload };
  } catch {
    return null;
  }
}

const photoStore = createStorageStore<StoredPhoto | null>(STORAGE_KEYS.profilePhoto, decode, (v) => JSON.stringify(v));

/**
 * The signed-in account's avatar as a card state may carry it: its path on this site
 * (`/uploads/avatars/<file>`), or null for none (or one elsewhere, which a card cannot keep).
 * @param avatar - the user's avatar field
 * @returns the path, or null
 */
export function avatarImagePath(avatar: string | null | undefined): string | null {
  const url = resolveAvatarUrl(avatar, '');
  return url?.startsWith(AVATAR_BASE_PATH) && /^[A-Za-z0-9._-]{1,128}$/.test(url.slice(AVATAR_BASE_PATH.length))
    ? url
    : null;
}

/**
 * The photo a new profile card starts with: the last choice made on this browser, else the
 * account's avatar when there is one.
 * @param avatarPath - the account's avatar path, if any
 * @returns the picture (a data: URL or the avatar path), or null
 */
export function preferredPhoto(avatarPath: string | null): string | null {
  const stored = photoStore.get();
  const source = stored?.source ?? (avatarPath ? 'avatar' : 'none');
  if (source === 'upload') return stored?.upload ?? null;
  return source === 'avatar' ? avatarPath : null;
}

/**
 * The account's avatar path while someone is signed in.
 * @returns the path, or null
 */
export function useAvatarPath(): string | null {
  const { user } = useSession();
  return avatarImagePath(user?.avatar);
}

/** The profile maker's photo: the choice, the upload, and the picture the card draws. */
export interface ProfilePhoto {
  source: PhotoSource;
  upload: string | null;
  /** The signed-in user's avatar, when there is one. */
  avatarUrl: string | null;
  /** What the card draws, or undefined for the initials. */
  url: string | undefined;
  choose: (source: PhotoSource) => void;
  setUpload: (dataUrl: string) => void;
}

/**
 * The photo on a profile card (decision: docs/DECISIONS.md). The picture drawn is the card's own
 * (its state's `image`, kept in the draft); the last upload and choice also stay in this browser
 * (localStorage `profilePhoto`), so "My upload" can be chosen again and new cards start with it.
 * @param image - the card's picture
 * @param setImage - sets the card's picture (an undoable step)
 * @returns the photo state and its setters
 */
export function useProfilePhoto(image: string | null, setImage: (image: string | null) => void): ProfilePhoto {
  const stored = useStorageStore(photoStore);
  const avatarUrl = useAvatarPath();
  const source: PhotoSource = image === null ? 'none' : image.startsWith('data:') ? 'upload' : 'avatar';
  const upload = stored?.upload ?? (source === 'upload' ? image : null);

  const choose = useCallback(
    (next: PhotoSource) => {
      const kept = photoStore.get()?.upload ?? (source === 'upload' ? image : null);
      photoStore.set({ source: next, upload: kept });
      setImage(next === 'upload' ? kept : next === 'avatar' ? avatarUrl : null);
    },
    [setImage, avatarUrl, source, image],
  );
  const setUpload = useCallback(
    (dataUrl: string) => {
      photoStore.set({ source: 'upload', upload: dataUrl });
      setImage(dataUrl);
    },
    [setImage],
  );
  return { source, upload, avatarUrl, url: image ?? undefined, choose, setUpload };
}
