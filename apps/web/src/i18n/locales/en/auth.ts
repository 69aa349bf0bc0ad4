/** English UI strings: auth. The source of truth; zh/auth.ts must have the same keys. */
export const auth = {
  _ns: 'auth',
};
