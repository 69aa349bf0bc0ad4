// Characters Windows, macOS or Linux refuse in a file name, plus control characters.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\\/:*?"<>|\u0000-\u001F\u007F]+/g;

/**
 * A card's PNG file name (spec §9): "<prefix>_<name>.png", e.g. "祝福卡片_春节.png", with the
 * fallback used when the name is blank, and characters no file system accepts removed.
 * @param prefix - the localised card prefix ("blessing card", "祝福卡片")
 * @param name - the festival, title or name; may be blank
 * @param fallback - used when the name is blank ("unnamed", "未命名")
 * @returns a safe file name ending in .png
 */
export function safeFileName(prefix: string, name: string, fallback: string): string {
  const clean = Array.from(name.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim()).slice(0, 60).join('');
  return `${prefix}_${clean || fallback}.png`;
}
