import { BLESSING_CLASSIC_RESET, BLESSING_STYLE_DEFAULTS } from '@inkcard/card-engine';
import { defineTemplate } from '../../template';
import { BLESSING_CLASSIC_PANEL } from '../blessing.controls';

/** Classic style (the default): dark green, white text, cloud print (spec §3). */
export default defineTemplate<'blessing'>({
  id: 'blessing/classic',
  kind: 'blessing',
  text: {
    zh: { name: '经典风格', description: '纯色背景配传统纹样' },
    en: { name: 'Classic style', description: 'Solid colour with a traditional print' },
  },
  hints: { zh: [], en: [] },
  aspect: '3:4',
  swatch: { background: BLESSING_STYLE_DEFAULTS.backgroundColor, accent: '#f5d28a' },
  // Spec §4: switching to classic resets colours, sizes and pattern, and keeps the rest.
  onSelect: BLESSING_CLASSIC_RESET,
  controls: BLESSING_CLASSIC_PANEL,
  formFields: ['festival', 'blessing', 'signer', 'date'],
  load: () => import('./BlessingClassicCard'),
  loadExamples: { zh: () => import('./example.zh.txt?raw'), en: () => import('./example.en.txt?raw') },
});
