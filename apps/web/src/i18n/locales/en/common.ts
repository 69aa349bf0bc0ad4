/** English UI strings: common. The source of truth; zh/common.ts must have the same keys. */
export const common = {
  _ns: 'common',
};
