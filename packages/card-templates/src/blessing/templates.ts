// One kind's templates, one line per folder: the maker imports this list alone
// (`@inkcard/card-templates/kinds/blessing`), so its chunks carry no other kind's code or CSS;
// registry.ts joins every kind's list for the pages that show them all.
import { withBody, type CardTemplate } from '../template';
import blessingClassic from './classic/template';
import blessingClassicCard from './classic/BlessingClassicCard';
import blessingClassicZh from './classic/example.zh.txt?raw';
import blessingClassicEn from './classic/example.en.txt?raw';
import blessingCreative from './creative/template';
import blessingCreativeCard from './creative/BlessingCreativeCard';
import blessingCreativeZh from './creative/example.zh.txt?raw';
import blessingCreativeEn from './creative/example.en.txt?raw';

/** The blessing templates in picker order; the first, classic, is the maker's default (spec §2). */
export const BLESSING_TEMPLATES: readonly CardTemplate<'blessing'>[] = [
  withBody(blessingClassic, blessingClassicCard, { zh: blessingClassicZh, en: blessingClassicEn }),
  withBody(blessingCreative, blessingCreativeCard, { zh: blessingCreativeZh, en: blessingCreativeEn }),
];
