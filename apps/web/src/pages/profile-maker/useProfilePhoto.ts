import { useCallback } from 'react';
import { STORAGE_KEYS } from '@inkcard/shared';
import { createStorageStore, useStorageStore } from '../../hooks/useLocalStorage';
import { useSession } from '../../features/auth/session';
import { resolveAvatarUrl } from '../../features/auth/resolve-avatar-url';

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

/** The profile maker's photo: the choice, the upload, and the URL the card draws. */
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
 * The photo on a profile card (decision: docs/DECISIONS.md). An upload stays in this browser
 * (localStorage `profilePhoto`), so it survives the login round trip; the account's avatar is
 * the default once someone is signed in with one.
 * @returns the photo state and its setters
 */
export function useProfilePhoto(): ProfilePhoto {
  const stored = useStorageStore(photoStore);
  const { user } = useSession();
  const avatarUrl = user ? resolveAvatarUrl(user.avatar) : null;
  const source: PhotoSource = stored?.source ?? (avatarUrl ? 'avatar' : 'none');
  const upload = stored?.upload ?? null;
  const url = source === 'upload' ? (upload ?? undefined) : source === 'avatar' ? (avatarUrl ?? undefined) : undefined;

  const choose = useCallback(
    (next: PhotoSource) => photoStore.set({ source: next, upload: photoStore.get()?.upload ?? null }),
    [],
  );
  const setUpload = useCallback((dataUrl: string) => photoStore.set({ source: 'upload', upload: dataUrl }), []);
  return { source, upload, avatarUrl, url, choose, setUpload };
}
