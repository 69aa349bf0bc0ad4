import {
  AVATAR_UPLOAD_ATTEMPTS,
  AVATAR_UPLOAD_RETRY_DELAY_MS,
  API_TIMEOUT_MS,
  type AvatarResponse,
  type ChangePasswordRequest,
  type OkResponse,
  type UpdateProfileResponse,
} from '@inkcard/shared';
import { ApiError, apiRequest } from './client';

/**
 * Changes the signed-in user's username.
 * @param username - the new username
 * @returns the updated user
 */
export function updateProfile(username: string): Promise<UpdateProfileResponse> {
  return apiRequest<UpdateProfileResponse>('PUT', '/users/profile', { body: { username } });
}

/**
 * Changes the signed-in user's password; the server signs out the user's other sessions.
 * @param body - current and new password
 * @returns the server's answer
 */
export function changePassword(body: ChangePasswordRequest): Promise<OkResponse> {
  return apiRequest<OkResponse>('PUT', '/users/password', { body });
}

/**
 * Downloads everything the server keeps about the signed-in user, as a JSON file.
 * @returns the file
 */
export function downloadAccountData(): Promise<Blob> {
  return apiRequest<Blob>('GET', '/users/me/data', { responseType: 'blob', retry: false });
}

/**
 * Deletes the signed-in user's account, confirmed by its password; every session ends.
 * @param password - the account's password
 * @returns the server's answer
 */
export function deleteAccount(password: string): Promise<OkResponse> {
  // A wrong password is a form error here (400), never a sign-out.
  return apiRequest<OkResponse>('DELETE', '/users/me', { body: { password }, retry: false });
}

/** Whether an upload failure is worth another attempt: the network, a time-out or the server's fault. */
function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.code === 'NETWORK' || error.code === 'TIMEOUT' || error.status >= 500;
}

export interface AvatarUploadOptions {
  /** Called before each retry with the attempt number about to start (2, 3…). */
  onRetry?: (attempt: number) => void;
  /** The wait between attempts; tests shorten it. */
  delayMs?: number;
}

/**
 * Uploads a new avatar (multipart field `avatar`, 30 s time-out), up to 3 attempts 1 s apart (spec §4).
 * A rejection of the file itself (wrong type, too large) is not retried: it would fail the same way.
 * @param file - the chosen image
 * @param options - retry callback and delay
 * @returns the new avatar and the updated user
 */
export async function uploadAvatar(file: Blob, options: AvatarUploadOptions = {}): Promise<AvatarResponse> {
  const delayMs = options.delayMs ?? AVATAR_UPLOAD_RETRY_DELAY_MS;
  let lastError: unknown;
  for (let attempt = 1; attempt <= AVATAR_UPLOAD_ATTEMPTS; attempt++) {
    if (attempt > 1) {
      options.onRetry?.(attempt);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
    const form = new FormData();
    form.append('avatar', file, file instanceof File ? file.name : 'avatar');
    try {
      // The attempts are this function's own retry policy, so the client's generic retry is off.
      return await apiRequest<AvatarResponse>('POST', '/users/avatar', {
        form,
        timeoutMs: API_TIMEOUT_MS,
        retry: false,
      });
    } catch (error) {
      lastError = error;
      if (!isTransient(error)) throw error;
    }
  }
  throw lastError;
}
