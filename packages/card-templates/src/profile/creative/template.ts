import type { ProfileStyle } from '@inkcard/card-engine';
import { defineTemplate, pickHints } from '../../template';
import { PROFILE_HINTS } from '../profile.hints';
import { PROFILE_PANEL } from '../profile.controls';
import { PROFILE_ALL_FIELDS, PROFILE_STYLE_BASE } from '../profile-defaults';

const styleDefaults: ProfileStyle = { ...PROFILE_STYLE_BASE, primaryColor: '#f97316' };

/** Creative: the whole creative profile (spec §3): nickname, location, tags, achievements, offers, needs, public account. */
export default defineTemplate<'profile'>({
  id: 'profile/creative',
  kind: 'profile',
  text: {
    zh: { name: '创意', description: '暖色纸张，标签、成就、可提供与需要' },
    en: { name: 'Creative', description: 'Warm paper with tags, achievements, offers and needs' },
  },
  hints: pickHints(PROFILE_HINTS, ['creativeBasics', 'creativeTags', 'achievements', 'offerings', 'bio', 'colons']),
  aspect: 'auto',
  swatch: { background: '#fff8ef', accent: styleDefaults.primaryColor },
  styleDefaults,
  onSelect: 'defaults',
  controls: PROFILE_PANEL,
  parseOptions: { shows: PROFILE_ALL_FIELDS },
});
