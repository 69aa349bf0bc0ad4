import { describe, expect, it } from 'vitest';
import { findTemplate } from '@inkcard/card-templates/registry';
import { GUIDE_SECTIONS } from './guide-sections';

describe('the guide', () => {
  it('has nine sections, illustrated only by registered templates of their own maker', () => {
    expect(GUIDE_SECTIONS).toHaveLength(9);
    for (const section of GUIDE_SECTIONS) {
      for (const id of section.samples) {
        expect(findTemplate(id), `${section.id}: ${id}`).toBeDefined();
        expect(findTemplate(id)?.kind, `${section.id}: ${id}`).toBe(section.kind);
      }
    }
  });

  it('shows the hot news and light blue sky templates in their own section', () => {
    expect(GUIDE_SECTIONS.find((s) => s.id === 'templates')?.samples).toEqual(['article/hotNews', 'article/skyBlue']);
  });
});
