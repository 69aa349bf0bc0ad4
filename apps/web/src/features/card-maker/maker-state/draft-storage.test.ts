import { describe, expect, it } from 'vitest';
import type { CardState } from '@inkcard/card-engine';
import { QUOTE_TEMPLATES } from '@inkcard/card-templates/kinds/quote';
import { draftImageKey, draftKey, readDraft, removeDraft, writeDraft } from './draft-storage';

/** A Storage over a Map; `quota` characters at most (key + value, like a browser's count). */
function memoryStorage(quota = Infinity): Storage {
  const map = new Map<string, string>();
  const used = () => [...map].reduce((n, [k, v]) => n + k.length + v.length, 0);
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => {
      const before = map.get(k);
      map.set(k, String(v));
      if (used() > quota) {
        if (before === undefined) map.delete(k);
        else map.set(k, before);
        throw new DOMException('full', 'QuotaExceededError');
      }
    },
  };
}

/** A storage whose every call throws, as a blocked one does. */
const blocked = new Proxy({} as Storage, {
  get: () => () => {
    throw new DOMException('denied', 'SecurityError');
  },
});

const quote: CardState<'quote'> = {
  v: 1,
  kind: 'quote',
  template: 'quote/redBold',
  lang: 'zh',
  form: 'card',
  text: '名言内容：千里之行，始于足下。',
  content: null,
  style: QUOTE_TEMPLATES[1]!.styleDefaults,
  scale: 3,
  image: null,
};

describe('drafts', () => {
  it('reads back what was written, per kind', () => {
    const storage = memoryStorage();
    expect(writeDraft(storage, quote)).toBe('saved');
    expect(readDraft(storage, 'quote')).toEqual(quote);
    expect(readDraft(storage, 'profile')).toBeNull();
    removeDraft(storage, 'quote');
    expect(readDraft(storage, 'quote')).toBeNull();
  });

  it('treats a broken, foreign or newer draft as none', () => {
    const storage = memoryStorage();
    for (const raw of ['{', '[]', JSON.stringify({ ...quote, v: 99 }), JSON.stringify({ ...quote, kind: 'profile' })]) {
      storage.setItem(draftKey('quote'), raw);
      expect(readDraft(storage, 'quote')).toBeNull();
    }
    // Stored under the quote's key but of another kind.
    storage.setItem(draftKey('profile'), JSON.stringify(quote));
    expect(readDraft(storage, 'profile')).toBeNull();
  });

  it('keeps the picture apart, written only when it changes, and drops it rather than the card', () => {
    const image = `data:image/jpeg;base64,${'A'.repeat(400)}`;
    const storage = memoryStorage();
    expect(writeDraft(storage, { ...quote, image })).toBe('saved');
    expect(readDraft(storage, 'quote')).toEqual({ ...quote, image });
    expect(storage.getItem(draftKey('quote'))).not.toContain('AAAA');
    // Unchanged since the last write: the picture is not written again.
    storage.setItem(draftImageKey('quote'), `${image}B`);
    writeDraft(storage, { ...quote, image, text: 'Quote: later' }, image);
    expect(storage.getItem(draftImageKey('quote'))).toBe(`${image}B`);
    // A picture that no longer reads leaves the card without it.
    storage.setItem(draftImageKey('quote'), 'javascript:alert(1)');
    expect(readDraft(storage, 'quote')).toEqual({ ...quote, text: 'Quote: later' });
    // No picture any more: its key goes.
    writeDraft(storage, quote, image);
    expect(storage.getItem(draftImageKey('quote'))).toBeNull();
    removeDraft(storage, 'quote');
    expect(storage.length).toBe(0);
  });

  it('keeps the card without its picture when the storage is full', () => {
    const image = `data:image/jpeg;base64,${'A'.repeat(4000)}`;
    const storage = memoryStorage(2000);
    expect(writeDraft(storage, { ...quote, image })).toBe('savedWithoutImage');
    expect(readDraft(storage, 'quote')).toEqual(quote);
    expect(writeDraft(memoryStorage(10), quote)).toBe('failed');
  });

  it('is quiet where storage is blocked or missing', () => {
    expect(writeDraft(blocked, quote)).toBe('failed');
    expect(readDraft(blocked, 'quote')).toBeNull();
    expect(() => removeDraft(blocked, 'quote')).not.toThrow();
    expect(writeDraft(null, quote)).toBe('failed');
    expect(readDraft(null, 'quote')).toBeNull();
  });
});
