/** English UI strings: guide. The source of truth; zh/guide.ts must have the same keys. */
export const guide = {
  _ns: 'guide',
};
