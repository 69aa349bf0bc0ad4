import { defineTemplate, pickHints } from '../../template';
import { PROFILE_HINTS } from '../profile.hints';
import { PROFILE_PANEL } from '../profile.controls';
import { PROFILE_BASIC_FIELDS } from '../profile-defaults';

/** Blue and white: a business card with a blue header and titled sections. */
export default defineTemplate<'profile'>({
  id: 'profile/blueWhite',
  kind: 'profile',
  text: {
    zh: { name: '蓝白', description: '蓝色页眉，分栏清晰，商务正式' },
    en: { name: 'Blue & white', description: 'Blue header, clear sections, businesslike' },
  },
  hints: pickHints(PROFILE_HINTS, ['basics', 'bio', 'skills', 'colons']),
  aspect: 'auto',
  swatch: { background: '#ffffff', accent: '#2563eb' },
  style: { primaryColor: '#2563eb', borderRadius: 1 },
  onSelect: 'defaults',
  controls: PROFILE_PANEL,
  parseOptions: { shows: PROFILE_BASIC_FIELDS },
  load: () => import('./ProfileBlueWhiteCard'),
  loadExamples: { zh: () => import('./example.zh.txt?raw'), en: () => import('./example.en.txt?raw') },
});
