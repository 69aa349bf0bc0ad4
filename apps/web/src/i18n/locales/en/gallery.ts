/** English UI strings: gallery. The source of truth; zh/gallery.ts must have the same keys. */
export const gallery = {
  _ns: 'gallery',
};
