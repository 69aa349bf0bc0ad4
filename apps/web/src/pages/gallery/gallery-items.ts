/**
 * A gallery sample (spec §3: id, title, description, image, url). The image is the template drawn
 * live with its own example in the page's language, the title is the kind and template name, the
 * url opens the template's maker with the same example; only the description is the gallery's own
 * (`gallery.items.<id>`).
 */
export interface GalleryItem {
  id:
    | 'profileCreative'
    | 'profileCoder'
    | 'articleHotNews'
    | 'articleSkyBlue'
    | 'noteClassic'
    | 'quoteRedBold'
    | 'quoteLiterary'
    | 'blessingClassic'
    | 'blessingCreative';
  /** A registered template's id; gallery-items.test.ts fails on one that does not exist. */
  template: string;
}

/** The nine samples, covering every kind of card. */
export const GALLERY_ITEMS: readonly GalleryItem[] = [
  { id: 'profileCreative', template: 'profile/creative' },
  { id: 'profileCoder', template: 'profile/coderCard' },
  { id: 'articleHotNews', template: 'article/hotNews' },
  { id: 'articleSkyBlue', template: 'article/skyBlue' },
  { id: 'noteClassic', template: 'xiaohongshu/classic' },
  { id: 'quoteRedBold', template: 'quote/redBold' },
  { id: 'quoteLiterary', template: 'quote/literary' },
  { id: 'blessingClassic', template: 'blessing/classic' },
  { id: 'blessingCreative', template: 'blessing/creative' },
];
