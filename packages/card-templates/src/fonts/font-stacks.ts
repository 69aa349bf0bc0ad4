import type { BlessingFont, QuoteBodyFont, QuoteSignatureFont } from '@inkcard/card-engine';

// Every stack ends in a self-hosted CJK face (so Chinese never falls to an unembeddable system
// font) and then the colour emoji font, so emoji render in the preview and the export alike.
const SANS_TAIL = `'Noto Sans SC', sans-serif, 'Noto Color Emoji'`;
const SERIF_TAIL = `'Noto Serif SC', serif, 'Noto Color Emoji'`;
const SCRIPT_TAIL = `'Ma Shan Zheng', 'LXGW WenKai', cursive, 'Noto Color Emoji'`;

/** Font id → CSS font-family stack, for every body, signature and blessing font. */
export const FONT_STACKS: Record<QuoteBodyFont | QuoteSignatureFont | BlessingFont, string> = {
  system: `'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', ${SANS_TAIL}`,
  notoSansSc: `'Noto Sans SC', sans-serif, 'Noto Color Emoji'`,
  notoSerifSc: `'Noto Serif SC', serif, 'Noto Color Emoji'`,
  lxgwWenKai: `'LXGW WenKai', ${SERIF_TAIL}`,
  zcoolKuaiLe: `'ZCOOL KuaiLe', ${SANS_TAIL}`,
  zcoolQingKe: `'ZCOOL QingKe HuangYou', ${SANS_TAIL}`,
  maShanZheng: `'Ma Shan Zheng', ${SERIF_TAIL}`,
  inter: `'Inter Variable', ${SANS_TAIL}`,
  roboto: `'Roboto', ${SANS_TAIL}`,
  firaCode: `'Fira Code', 'Cousine', ${SANS_TAIL}`,
  georgia: `Georgia, 'Gelasio', ${SERIF_TAIL}`,
  timesNewRoman: `'Times New Roman', 'Tinos', ${SERIF_TAIL}`,
  courierNew: `'Courier New', 'Cousine', ${SANS_TAIL}`,
  // Latin-only faces: their Chinese falls to the Noto face of the same kind (issue 15).
  comicSans: `'Comic Sans MS', 'Comic Neue', ${SANS_TAIL}`,
  lora: `'Lora', ${SERIF_TAIL}`,
  playfair: `'Playfair Display', ${SERIF_TAIL}`,
  merriweather: `'Merriweather', ${SERIF_TAIL}`,
  ebGaramond: `'EB Garamond', ${SERIF_TAIL}`,
  crimsonPro: `'Crimson Pro', ${SERIF_TAIL}`,
  sourceSerif: `'Source Serif 4', ${SERIF_TAIL}`,
  dancingScript: `'Dancing Script', ${SCRIPT_TAIL}`,
  greatVibes: `'Great Vibes', ${SCRIPT_TAIL}`,
  pacifico: `'Pacifico', ${SCRIPT_TAIL}`,
  caveat: `'Caveat', ${SCRIPT_TAIL}`,
  satisfy: `'Satisfy', ${SCRIPT_TAIL}`,
  sacramento: `'Sacramento', ${SCRIPT_TAIL}`,
  allura: `'Allura', ${SCRIPT_TAIL}`,
  parisienne: `'Parisienne', ${SCRIPT_TAIL}`,
  kaushanScript: `'Kaushan Script', ${SCRIPT_TAIL}`,
  alexBrush: `'Alex Brush', ${SCRIPT_TAIL}`,
  homemadeApple: `'Homemade Apple', ${SCRIPT_TAIL}`,
};

/**
 * The CSS font-family stack for a font id.
 * @param id - a body, signature or blessing font id
 * @returns a font-family value
 */
export function fontStack(id: keyof typeof FONT_STACKS): string {
  return FONT_STACKS[id] ?? FONT_STACKS.system;
}
