/** English UI strings: legal. The source of truth; zh/legal.ts must have the same keys. */
export const legal = {
  _ns: 'legal',
};
