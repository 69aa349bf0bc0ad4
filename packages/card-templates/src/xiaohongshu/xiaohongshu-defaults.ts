import type { XiaohongshuStyle } from '@inkcard/card-engine';

/** The style every note template starts from: the default template's, classic (Xiaohongshu red). */
export const XIAOHONGSHU_STYLE_BASE: XiaohongshuStyle = {
  accentColor: '#ff2442',
  fontFamily: 'notoSansSc',
  fontSize: 17,
};
