import { defineTemplate, pickHints } from '../../template';
import { PROFILE_HINTS } from '../profile.hints';
import { PROFILE_PANEL } from '../profile.controls';
import { PROFILE_BASIC_FIELDS } from '../profile-defaults';

/** Tech: a dark blueprint card with a glowing accent and monospaced details. */
export default defineTemplate<'profile'>({
  id: 'profile/tech',
  kind: 'profile',
  text: {
    zh: { name: '科技', description: '深色网格，霓虹点缀，等宽字体' },
    en: { name: 'Tech', description: 'Dark grid, neon accent, monospaced details' },
  },
  hints: pickHints(PROFILE_HINTS, ['basics', 'bio', 'skills', 'colons']),
  aspect: 'auto',
  swatch: { background: '#0b1120', accent: '#06b6d4' },
  style: { primaryColor: '#06b6d4', borderRadius: 1 },
  onSelect: 'defaults',
  controls: PROFILE_PANEL,
  parseOptions: { shows: PROFILE_BASIC_FIELDS },
  load: () => import('./ProfileTechCard'),
  loadExamples: { zh: () => import('./example.zh.txt?raw'), en: () => import('./example.en.txt?raw') },
});
