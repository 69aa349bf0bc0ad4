import { defineTemplate, pickHints } from '../../template';
import { PROFILE_HINTS } from '../profile.hints';
import { PROFILE_PANEL } from '../profile.controls';
import { PROFILE_ALL_FIELDS } from '../profile-defaults';

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
  swatch: { background: '#fff8ef', accent: '#f97316' },
  style: { primaryColor: '#f97316' },
  onSelect: 'defaults',
  controls: PROFILE_PANEL,
  parseOptions: { shows: PROFILE_ALL_FIELDS },
  load: () => import('./ProfileCreativeCard'),
  loadExamples: { zh: () => import('./example.zh.txt?raw'), en: () => import('./example.en.txt?raw') },
});
