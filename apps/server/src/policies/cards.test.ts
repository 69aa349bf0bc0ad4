import { describe, expect, it } from 'vitest';
import type { CardVisibility, Role } from '@inkcard/shared';
import {
  canEditCard,
  canModerateCards,
  canRestoreCard,
  canViewSharedCard,
  isCardIndexable,
  type CardFacts,
} from './cards';

const owner = { id: 7, role: 'normal' as Role };
const card = (over: Partial<CardFacts> = {}): CardFacts => ({
  ownerId: 7,
  visibility: 'private',
  deletedAt: null,
  ...over,
});
const deleted = new Date('2026-01-01T00:00:00Z');

describe('canEditCard', () => {
  it('lets the owner open and change a live card', () => {
    expect(canEditCard(owner, card())).toBe(true);
  });

  it.each<Role>(['normal', 'member', 'admin', 'superAdmin'])('refuses another user, even a %s', (role) => {
    expect(canEditCard({ id: 8, role }, card({ visibility: 'approved' }))).toBe(false);
  });

  it('refuses the owner once the card is deleted (restore it first)', () => {
    expect(canEditCard(owner, card({ deletedAt: deleted }))).toBe(false);
  });
});

describe('canRestoreCard', () => {
  it('lets the owner restore a deleted card, not a live one', () => {
    expect(canRestoreCard(owner, card({ deletedAt: deleted }))).toBe(true);
    expect(canRestoreCard(owner, card())).toBe(false);
  });

  it('refuses another user', () => {
    expect(canRestoreCard({ id: 8, role: 'superAdmin' }, card({ deletedAt: deleted }))).toBe(false);
  });
});

describe('share pages', () => {
  it.each<[CardVisibility, boolean, boolean]>([
    // visibility, shown to anyone with the link, indexable
    ['private', false, false],
    ['unlisted', true, false],
    ['submitted', true, false],
    ['approved', true, true],
  ])('a %s card: shown %s, indexable %s', (visibility, shown, indexable) => {
    expect(canViewSharedCard(card({ visibility }))).toBe(shown);
    expect(isCardIndexable(card({ visibility }))).toBe(indexable);
  });

  it('never shows a deleted card, whatever its visibility', () => {
    expect(canViewSharedCard(card({ visibility: 'approved', deletedAt: deleted }))).toBe(false);
    expect(isCardIndexable(card({ visibility: 'approved', deletedAt: deleted }))).toBe(false);
  });
});

describe('canModerateCards', () => {
  it.each<[Role, boolean]>([
    ['normal', false],
    ['member', false],
    ['admin', true],
    ['superAdmin', true],
  ])('%s → %s', (role, expected) => {
    expect(canModerateCards(role)).toBe(expected);
  });
});
