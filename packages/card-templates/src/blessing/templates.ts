// One kind's templates, one line per folder: the maker imports this list alone
// (`@inkcard/card-templates/kinds/blessing`), so its chunks carry no other kind's code or CSS;
// registry.ts joins every kind's list for the pages that show them all.
import { withBody, type CardTemplate } from '../template';
import blessingClassic from './classic/template';
import blessingClassicBody from './classic/body';
import blessingCreative from './creative/template';
import blessingCreativeBody from './creative/body';

/** The blessing templates in picker order; the first, classic, is the maker's default (spec §2). */
export const BLESSING_TEMPLATES: readonly CardTemplate<'blessing'>[] = [
  withBody(blessingClassic, blessingClassicBody),
  withBody(blessingCreative, blessingCreativeBody),
];
