// The notice shown when a card was delivered but its download record could not be saved (spec
// §4's "record not saved" message), worded for what was done with the card.

/** What an export does with the PNG: save it, put it on the clipboard, or hand it to the share sheet. */
export type ExportAction = 'download' | 'copy' | 'share';

const RECORD_NOT_SAVED = {
  download: 'makers.shell.recordNotSaved',
  copy: 'makers.export.copiedRecordNotSaved',
  share: 'makers.export.sharedRecordNotSaved',
} as const satisfies Record<ExportAction, string>;

/** The catalog keys of the notice, one per action. */
export type RecordNotSavedKey = (typeof RECORD_NOT_SAVED)[ExportAction];

/**
 * The notice for a card delivered whose download record could not be saved, naming what was done
 * with it ("The card was copied, but …"), so a visitor who copied is not told it downloaded.
 * @param action - what the export did with the PNG
 * @param t - the translator
 * @returns the localised notice
 */
export function recordNotSavedMessage(action: ExportAction, t: (key: RecordNotSavedKey) => string): string {
  return t(RECORD_NOT_SAVED[action]);
}
