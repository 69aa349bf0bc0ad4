import type { ProfileStyle } from '@inkcard/card-engine';
import { defineTemplate, pickHints } from '../../template';
import { PROFILE_HINTS } from '../profile.hints';
import { PROFILE_PANEL } from '../profile.controls';
import { PROFILE_BASIC_FIELDS, PROFILE_STYLE_BASE } from '../profile-defaults';

const styleDefaults: ProfileStyle = { ...PROFILE_STYLE_BASE, primaryColor: '#2563eb', borderRadius: 1 };

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
  swatch: { background: '#ffffff', accent: styleDefaults.primaryColor },
  styleDefaults,
  onSelect: 'defaults',
  controls: PROFILE_PANEL,
  parseOptions: { shows: PROFILE_BASIC_FIELDS },
});
