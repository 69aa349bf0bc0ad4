import { BLESSING_STYLE_DEFAULTS, defineTemplate, type BlessingStyle } from '@inkcard/card-engine';

/** Classic style (the default): dark green, white text, cloud print (spec §3). */
export const blessingClassicManifest = defineTemplate<'blessing', BlessingStyle>({
  id: 'blessing/classic',
  kind: 'blessing',
  nameKey: 'makers.blessing.styles.classic',
  descriptionKey: 'makers.blessing.styles.classicDescription',
  hintKeys: [],
  exportScale: 3,
  styleDefaults: BLESSING_STYLE_DEFAULTS,
});
