/** A gallery sample (spec §3: id, title, description, image, url); title and description are i18n keys. */
export interface GalleryItem {
  id:
    | 'profileDefault'
    | 'profileCoder'
    | 'articleHotNews'
    | 'articleSkyBlue'
    | 'noteBrunch'
    | 'quoteFashion'
    | 'quoteRedBold'
    | 'quoteLiterary'
    | 'blessingClassic';
  image: string;
  url: string;
}

/** The nine sample cards, each opening the maker that makes it. */
export const GALLERY_ITEMS: readonly GalleryItem[] = [
  { id: 'profileDefault', image: '/gallery/profile-default.svg', url: '/profile' },
  { id: 'profileCoder', image: '/gallery/profile-coder.svg', url: '/profile' },
  { id: 'articleHotNews', image: '/gallery/article-hot-news.svg', url: '/article-card' },
  { id: 'articleSkyBlue', image: '/gallery/article-sky-blue.svg', url: '/article-card' },
  { id: 'noteBrunch', image: '/gallery/note-brunch.svg', url: '/xiaohongshu' },
  { id: 'quoteFashion', image: '/gallery/quote-fashion.svg', url: '/quote' },
  { id: 'quoteRedBold', image: '/gallery/quote-red-bold.svg', url: '/quote' },
  { id: 'quoteLiterary', image: '/gallery/quote-literary.svg', url: '/quote' },
  { id: 'blessingClassic', image: '/gallery/blessing-classic.svg', url: '/blessing-card' },
];
