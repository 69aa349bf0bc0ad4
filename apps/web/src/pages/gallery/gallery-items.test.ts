import { describe, expect, it } from 'vitest';
import { CARD_KIND_IDS } from '@inkcard/card-engine';
import { findTemplate } from '@inkcard/card-templates/registry';
import { gallery as en } from '../../i18n/locales/en/gallery';
import { gallery as zh } from '../../i18n/locales/zh/gallery';
import { GALLERY_ITEMS } from './gallery-items';

describe('the gallery', () => {
  it('shows nine samples, each of a registered template', () => {
    expect(GALLERY_ITEMS).toHaveLength(9);
    const missing = GALLERY_ITEMS.filter((item) => !findTemplate(item.template)).map((item) => item.template);
    expect(missing).toEqual([]);
  });

  it('covers every kind of card, with no template twice', () => {
    const kinds = new Set(GALLERY_ITEMS.map((item) => findTemplate(item.template)?.kind));
    expect([...kinds].sort()).toEqual([...CARD_KIND_IDS].sort());
    expect(new Set(GALLERY_ITEMS.map((item) => item.template)).size).toBe(GALLERY_ITEMS.length);
  });

  it('describes every sample in both languages', () => {
    for (const item of GALLERY_ITEMS) {
      expect(en.items[item.id].description).not.toBe('');
      expect(zh.items[item.id].description).not.toBe('');
    }
  });
});
