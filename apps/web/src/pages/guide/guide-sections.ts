import type { KindId } from '@inkcard/card-engine';
import type { guide } from '../../i18n/locales/en/guide';

/** One of the guide's nine sections (spec §2) and the live cards that illustrate it. */
export interface GuideSectionSpec {
  /** Its text in the catalog (`guide.sections.<id>`): a kind's section is named as its maker (MAKERS' `ui`). */
  id: keyof typeof guide.sections;
  /** The maker the section is about. */
  kind?: KindId;
  /** Templates drawn beside the text with their examples in the page's language. */
  samples: readonly string[];
  /** Shows the first sample's example text beside its card (text makers only). */
  showsExample?: boolean;
  /** A page the section links to instead of a template's maker. */
  link?: string;
}

/** The guide's sections in order: overview, one per maker, the two named templates, gallery, quick start. */
export const GUIDE_SECTIONS: readonly GuideSectionSpec[] = [
  { id: 'overview', samples: [] },
  { id: 'profile', kind: 'profile', samples: ['profile/default'], showsExample: true },
  { id: 'article', kind: 'article', samples: ['article/mediaWriting'], showsExample: true },
  { id: 'note', kind: 'xiaohongshu', samples: ['xiaohongshu/classic'], showsExample: true },
  { id: 'quote', kind: 'quote', samples: ['quote/fashion'], showsExample: true },
  { id: 'blessing', kind: 'blessing', samples: ['blessing/classic', 'blessing/creative'] },
  { id: 'templates', kind: 'article', samples: ['article/hotNews', 'article/skyBlue'] },
  { id: 'gallery', samples: [], link: '/gallery' },
  { id: 'quickStart', samples: [] },
];
