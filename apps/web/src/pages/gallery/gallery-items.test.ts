import { describe, expect, it } from 'vitest';
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

  // The nine samples are the spec's showcase of its five kinds; "All templates" below them shows
  // every registered template of every kind, a kind added since included.
  it("covers each of the spec's five kinds, with no template twice", () => {
    const kinds = new Set(GALLERY_ITEMS.map((item) => findTemplate(item.template)?.kind));
    expect([...kinds].sort()).toEqual(['article', 'blessing', 'profile', 'quote', 'xiaohongshu']);
    expect(new Set(GALLERY_ITEMS.map((item) => item.template)).size).toBe(GALLERY_ITEMS.length);
  });

  it('describes every sample in both languages', () => {
    for (const item of GALLERY_ITEMS) {
      expect(en.items[item.id].description).not.toBe('');
      expect(zh.items[item.id].description).not.toBe('');
    }
  });
});
