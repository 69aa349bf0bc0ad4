import { CARD_STATE_MAX_BYTES, CARD_TYPES, storableText, type CardType } from '@inkcard/shared';
import { cardStateTitle, readCardState, serializeCardState, type AnyCardState } from '@inkcard/card-engine';
import { AppError } from '../errors';

/** A card state as the cards table stores it. */
export interface StoredCardInput {
  state: AnyCardState;
  kind: CardType;
  template: string;
  /** The title taken from the content (cardStateTitle). */
  title: string;
}

/** Deeper JSON than this is no card state (a state is a few levels deep). */
const MAX_DEPTH = 32;

/**
 * Every string of a JSON value made storable: PostgreSQL's jsonb refuses a NUL and a lone
 * surrogate, which a pasted text may hold; they are cleaned rather than refused, like tracking text.
 * @param value - parsed JSON
 * @param depth - how deep `value` sits
 * @returns the same value with storable strings
 */
function storableJson(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) throw new AppError('CARD_STATE_INVALID');
  if (typeof value === 'string') return storableText(value);
  if (Array.isArray(value)) return value.map((item) => storableJson(item, depth + 1));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [storableText(k), storableJson(v, depth + 1)]));
  }
  return value;
}

/**
 * Reads a card state sent by a client, the way card-engine reads every stored state: at most
 * CARD_STATE_MAX_BYTES of JSON, then readCardState (a known version, migrated; the kind's own
 * schemas for style and content). Whether its template still exists is not checked here (the
 * server cannot import the template registry): the web opens an unknown template as its kind's
 * default. Never throws anything but a 4xx AppError.
 * @param input - the request's `state`
 * @returns the state, its kind, template and title
 */
export function readCardInput(input: unknown): StoredCardInput {
  let size: number;
  try {
    size = Buffer.byteLength(JSON.stringify(input) ?? '', 'utf8');
  } catch {
    // Nesting too deep for the serializer: no state looks like that.
    throw new AppError('CARD_STATE_INVALID');
  }
  if (size > CARD_STATE_MAX_BYTES) throw new AppError('CARD_STATE_TOO_LARGE');
  const result = readCardState(input);
  if (!result.ok) {
    const fields = Object.fromEntries(result.issues.slice(0, 10).map((i) => [`state.${i.path}`, i.message]));
    throw new AppError('CARD_STATE_INVALID', { fields });
  }
  // The engine's kinds and the database's card types are the spec's same five ids.
  if (!(CARD_TYPES as readonly string[]).includes(result.state.kind)) throw new AppError('CARD_STATE_INVALID');
  // What the engine writes is what is stored (a migrated older state in today's shape), cleaned.
  const state = storableJson(JSON.parse(serializeCardState(result.state))) as AnyCardState;
  return { state, kind: state.kind as CardType, template: state.template, title: cardStateTitle(state) };
}
