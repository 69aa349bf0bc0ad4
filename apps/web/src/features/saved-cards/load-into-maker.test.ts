import { describe, expect, it } from 'vitest';
import type { AnyCardState, CardState } from '@inkcard/card-engine';
import { loadIntoMaker } from './load-into-maker';

const card = (template: string, kind = 'quote'): AnyCardState => ({ kind, template }) as AnyCardState;

function maker(known: string[]) {
  const loaded: string[] = [];
  return {
    loaded,
    kind: { id: 'quote' as const },
    templates: known.map((id) => ({ id })),
    loadCard: (state: CardState) => {
      if (!known.includes(state.template)) return false;
      loaded.push(state.template);
      return true;
    },
  };
}

describe('loadIntoMaker', () => {
  it('loads a card on its own template', () => {
    const m = maker(['quote/fashion', 'quote/redBold']);
    expect(loadIntoMaker(m, card('quote/redBold'))).toBe('loaded');
    expect(m.loaded).toEqual(['quote/redBold']);
  });

  it('opens a card whose template is gone on the kind’s default', () => {
    const m = maker(['quote/fashion', 'quote/redBold']);
    expect(loadIntoMaker(m, card('quote/retired'))).toBe('fallback');
    expect(m.loaded).toEqual(['quote/fashion']);
  });

  it('changes nothing for a card of another kind', () => {
    const m = maker(['quote/fashion']);
    expect(loadIntoMaker(m, card('blessing/classic', 'blessing'))).toBe('otherKind');
    expect(m.loaded).toEqual([]);
  });
});
