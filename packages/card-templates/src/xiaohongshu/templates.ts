// One kind's templates, one line per folder: the maker imports this list alone
// (`@inkcard/card-templates/kinds/xiaohongshu`), so its chunks carry no other kind's code or CSS;
// registry.ts joins every kind's list for the pages that show them all.
import { withBody, type CardTemplate } from '../template';
import xiaohongshuClassic from './classic/template';
import xiaohongshuClassicBody from './classic/body';
import xiaohongshuNotebook from './notebook/template';
import xiaohongshuNotebookBody from './notebook/body';

/** The note (xiaohongshu) templates in picker order; the first is the maker's default. */
export const XIAOHONGSHU_TEMPLATES: readonly CardTemplate<'xiaohongshu'>[] = [
  withBody(xiaohongshuClassic, xiaohongshuClassicBody),
  withBody(xiaohongshuNotebook, xiaohongshuNotebookBody),
];
