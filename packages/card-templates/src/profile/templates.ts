// One kind's templates, one line per folder: the maker imports this list alone
// (`@inkcard/card-templates/kinds/profile`), so its chunks carry no other kind's code or CSS;
// registry.ts joins every kind's list for the pages that show them all.
import { withBody, type CardTemplate } from '../template';
import profileDefault from './default/template';
import profileDefaultCard from './default/ProfileDefaultCard';
import profileDefaultZh from './default/example.zh.txt?raw';
import profileDefaultEn from './default/example.en.txt?raw';
import profileTech from './tech/template';
import profileCreative from './creative/template';
import profileBlueWhite from './blueWhite/template';
import profileCoderCard from './coderCard/template';

/** The profile templates in picker order; the first, default, is the maker's default (spec §2). */
export const PROFILE_TEMPLATES: readonly CardTemplate<'profile'>[] = [
  withBody(profileDefault, profileDefaultCard, { zh: profileDefaultZh, en: profileDefaultEn }),
  profileTech,
  profileCreative,
  profileBlueWhite,
  profileCoderCard,
];
