import {
  BLESSING_CREATIVE_RESET,
  BLESSING_STYLE_DEFAULTS,
  defineTemplate,
  type BlessingStyle,
} from '@inkcard/card-engine';

/** Creative style: colour schemes (modern by default) and an icon badge (spec §3, §4). */
export const blessingCreativeManifest = defineTemplate<'blessing', BlessingStyle>({
  id: 'blessing/creative',
  kind: 'blessing',
  nameKey: 'makers.blessing.styles.creative',
  descriptionKey: 'makers.blessing.styles.creativeDescription',
  hintKeys: [],
  exportScale: 3,
  styleDefaults: { ...BLESSING_STYLE_DEFAULTS, ...BLESSING_CREATIVE_RESET },
});
