import { parseCardState, readCardState, serializeCardState, type CardState, type KindId } from '@inkcard/card-engine';

/**
 * Each maker's draft: the card being made, autosaved in this browser (issue 25: never lose work).
 * One draft per kind in localStorage: the card state's JSON under `cardDraft.<kind>`, read
 * synchronously so a reload draws the visitor's card in its first frame instead of the example,
 * and its picture (the note's cover or the profile's photo, a data: URL the makers keep under
 * MAX_STATE_IMAGE_CHARS, about 1.5 MB of image) under `cardDraft.<kind>.image`, written only when
 * it changes, so typing never rewrites a picture. Nothing here throws: a blocked storage keeps
 * nothing, a full one keeps the card without its picture, and a picture that no longer reads is
 * dropped rather than the card.
 */

/**
 * The storage key of a kind's draft.
 * @param kind - the kind id
 * @returns `cardDraft.<kind>`
 */
export const draftKey = (kind: KindId): string => `cardDraft.${kind}`;

/**
 * The storage key of a kind's draft picture.
 * @param kind - the kind id
 * @returns `cardDraft.<kind>.image`
 */
export const draftImageKey = (kind: KindId): string => `cardDraft.${kind}.image`;

/**
 * This browser's localStorage, or null where it is blocked (a privacy mode, a sandboxed frame).
 * @returns the storage or null
 */
export function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * Reads a kind's draft; anything unreadable (another version, a changed schema, a broken write) is
 * no draft at all, and a picture that does not read leaves the card without it.
 * @param storage - where drafts live (null: blocked)
 * @param kind - the kind id
 * @returns the draft, or null
 */
export function readDraft<K extends KindId>(storage: Storage | null, kind: K): CardState<K> | null {
  try {
    const raw = storage?.getItem(draftKey(kind));
    if (!raw) return null;
    const read = parseCardState(raw);
    if (!read.ok || read.state.kind !== kind) return null;
    const image = storage?.getItem(draftImageKey(kind));
    if (!image) return read.state as CardState<K>;
    const withImage = readCardState({ ...read.state, image });
    return (withImage.ok ? withImage.state : read.state) as CardState<K>;
  } catch {
    return null;
  }
}

/** What a write achieved: the whole card, the card without its picture (the storage was full), or nothing. */
export type DraftWrite = 'saved' | 'savedWithoutImage' | 'failed';

/**
 * Writes a kind's draft. Its picture is written only when it differs from `writtenImage` (the one
 * this page wrote last; undefined: unknown, so written). A full storage (QuotaExceededError) keeps
 * the card without its picture, so text and style survive whatever the picture's size.
 * @param storage - where drafts live (null: blocked)
 * @param card - the card to keep
 * @param writtenImage - the picture written last, if known
 * @returns what was kept
 */
export function writeDraft(storage: Storage | null, card: CardState, writtenImage?: string | null): DraftWrite {
  if (!storage) return 'failed';
  try {
    storage.setItem(draftKey(card.kind), serializeCardState({ ...card, image: null }));
  } catch {
    return 'failed';
  }
  if (card.image === writtenImage) return 'saved';
  const imageKey = draftImageKey(card.kind);
  try {
    if (card.image === null) storage.removeItem(imageKey);
    else storage.setItem(imageKey, card.image);
    return 'saved';
  } catch {
    try {
      storage.removeItem(imageKey);
    } catch {
      // Nothing more to do: the card itself is kept.
    }
    return 'savedWithoutImage';
  }
}

/**
 * Forgets a kind's draft (the visitor is back at a fresh card).
 * @param storage - where drafts live (null: blocked)
 * @param kind - the kind id
 */
export function removeDraft(storage: Storage | null, kind: KindId): void {
  try {
    storage?.removeItem(draftKey(kind));
    storage?.removeItem(draftImageKey(kind));
  } catch {
    // A blocked storage holds no draft to forget.
  }
}
