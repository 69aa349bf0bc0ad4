import { BLESSING_CREATIVE_RESET } from '@inkcard/card-engine';
import { defineTemplate } from '../../template';
import { BLESSING_CREATIVE_PANEL } from '../blessing.controls';

/** Creative style: colour schemes (modern by default) and an icon badge (spec §3, §4). */
export default defineTemplate<'blessing'>({
  id: 'blessing/creative',
  kind: 'blessing',
  text: {
    zh: { name: '创意风格', description: '多种配色，带图标徽章' },
    en: { name: 'Creative style', description: 'Colour schemes with an icon badge' },
  },
  hints: { zh: [], en: [] },
  aspect: '3:4',
  swatch: { background: '#f8fafc', accent: '#3b82f6' },
  style: BLESSING_CREATIVE_RESET,
  // Spec §4: switching to creative sets the modern scheme, radius, padding and width.
  onSelect: BLESSING_CREATIVE_RESET,
  controls: BLESSING_CREATIVE_PANEL,
  formFields: ['festival', 'blessing', 'signer', 'date', 'icon'],
  load: () => import('./BlessingCreativeCard'),
  loadExamples: { zh: () => import('./example.zh.txt?raw'), en: () => import('./example.en.txt?raw') },
});
