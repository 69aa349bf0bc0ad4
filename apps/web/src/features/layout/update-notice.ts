import { STORAGE_KEYS, UPDATE_NOTICE_VERSION } from '@inkcard/shared';

/**
 * Whether the update notice should show: unless the stored version equals the current one (spec §4).
 * @param stored - the stored last-notification-version
 * @returns true when the notice is due
 */
export function isUpdateNoticeDue(stored: string | null): boolean {
  return stored !== UPDATE_NOTICE_VERSION;
}

/** Reads the stored notice version; null when storage is unavailable. */
export function readNoticeVersion(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.lastNotificationVersion);
  } catch {
    return null;
  }
}

/** Records that the current notice was closed. */
export function storeNoticeSeen(): void {
  try {
    localStorage.setItem(STORAGE_KEYS.lastNotificationVersion, UPDATE_NOTICE_VERSION);
  } catch {
    // Without storage the notice simply shows again next visit.
  }
}
