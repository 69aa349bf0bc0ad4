/** English UI strings: account. The source of truth; zh/account.ts must have the same keys. */
export const account = {
  _ns: 'account',
};
