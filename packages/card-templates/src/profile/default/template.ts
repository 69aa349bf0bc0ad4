import { defineTemplate, pickHints } from '../../template';
import { PROFILE_HINTS } from '../profile.hints';
import { PROFILE_PANEL } from '../profile.controls';
import { PROFILE_BASIC_FIELDS } from '../profile-defaults';

/** Default: the profile maker's first template (spec §4), indigo by default (spec §9). */
export default defineTemplate<'profile'>({
  id: 'profile/default',
  kind: 'profile',
  text: {
    zh: { name: '默认', description: '渐变封面，头像居中，简洁大方' },
    en: { name: 'Default', description: 'Gradient cover, centred photo, clean and calm' },
  },
  hints: pickHints(PROFILE_HINTS, ['basics', 'bio', 'skills', 'colons']),
  aspect: 'auto',
  swatch: { background: '#ffffff', accent: '#4f46e5' },
  onSelect: 'defaults',
  controls: PROFILE_PANEL,
  parseOptions: { shows: PROFILE_BASIC_FIELDS },
  load: () => import('./ProfileDefaultCard'),
  loadExamples: { zh: () => import('./example.zh.txt?raw'), en: () => import('./example.en.txt?raw') },
});
