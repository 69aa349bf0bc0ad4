/** English UI strings: admin. The source of truth; zh/admin.ts must have the same keys. */
export const admin = {
  _ns: 'admin',
};
