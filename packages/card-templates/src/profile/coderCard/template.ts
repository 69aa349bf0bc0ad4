import { defineTemplate, pickHints } from '../../template';
import { PROFILE_HINTS } from '../profile.hints';
import { PROFILE_CODER_PANEL } from '../profile.controls';
import { PROFILE_TEXT_FIELDS } from '../profile-defaults';

// Spec §9: the coder card is 480 px wide.

/** The coder card: the profile as TypeScript in an editor window (spec §2). */
export default defineTemplate<'profile'>({
  id: 'profile/coderCard',
  kind: 'profile',
  text: {
    zh: { name: '代码卡片', description: '代码窗口，深浅主题与中英文标签' },
    en: { name: 'Code card', description: 'An editor window, dark or light, Chinese or English names' },
  },
  hints: pickHints(PROFILE_HINTS, ['coder', 'skills', 'colons']),
  aspect: 'auto',
  swatch: { background: '#282c34', accent: '#98c379' },
  style: { cardWidth: 480, borderRadius: 1, fontFamily: 'firaCode' },
  onSelect: 'defaults',
  // Spec §2: the theme follows the system colour scheme at first, the names the UI language.
  initialStyle: ({ prefersDark, lang }) => ({ codeTheme: prefersDark ? 'dark' : 'light', codeLabels: lang }),
  controls: PROFILE_CODER_PANEL,
  parseOptions: { shows: PROFILE_TEXT_FIELDS },
  load: () => import('./ProfileCoderCard'),
  loadExamples: { zh: () => import('./example.zh.txt?raw'), en: () => import('./example.en.txt?raw') },
});
