/** English UI strings: home. The source of truth; zh/home.ts must have the same keys. */
export const home = {
  _ns: 'home',
};
