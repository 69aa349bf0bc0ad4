/** English UI strings: makers. The source of truth; zh/makers.ts must have the same keys. */
export const makers = {
  _ns: 'makers',
};
