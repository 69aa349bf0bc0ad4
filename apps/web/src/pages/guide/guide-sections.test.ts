import { describe, expect, it } from 'vitest';
import { findTemplate } from '@inkcard/card-templates/registry';
import { KINDS } from '@inkcard/card-engine';
import { MAKERS } from '../../makers';
import { GUIDE_SECTIONS } from './guide-sections';

describe('the guide', () => {
  it('has nine sections (spec §2: overview, one per maker, templates, gallery, quick start), illustrated only by registered templates of their own maker', () => {
    expect(GUIDE_SECTIONS).toHaveLength(1 + KINDS.length + 3);
    for (const section of GUIDE_SECTIONS) {
      for (const id of section.samples) {
        expect(findTemplate(id), `${section.id}: ${id}`).toBeDefined();
        expect(findTemplate(id)?.kind, `${section.id}: ${id}`).toBe(section.kind);
      }
    }
  });

  it('has a section for every kind, named as its maker', () => {
    for (const kind of KINDS) {
      expect(GUIDE_SECTIONS.find((s) => s.id === MAKERS[kind.id].ui)?.kind, kind.id).toBe(kind.id);
    }
  });

  it('shows the hot news and light blue sky templates in their own section', () => {
    expect(GUIDE_SECTIONS.find((s) => s.id === 'templates')?.samples).toEqual(['article/hotNews', 'article/skyBlue']);
  });
});
