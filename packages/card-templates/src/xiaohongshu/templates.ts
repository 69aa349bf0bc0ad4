// One kind's templates, one line per folder: the maker imports this list alone
// (`@inkcard/card-templates/kinds/xiaohongshu`), so its chunks carry no other kind's code or CSS;
// registry.ts joins every kind's list for the pages that show them all.
import { withBody, type CardTemplate } from '../template';
import xiaohongshuClassic from './classic/template';
import xiaohongshuClassicCard from './classic/XiaohongshuClassicCard';
import xiaohongshuClassicZh from './classic/example.zh.txt?raw';
import xiaohongshuClassicEn from './classic/example.en.txt?raw';
import xiaohongshuNotebook from './notebook/template';
import xiaohongshuNotebookCard from './notebook/XiaohongshuNotebookCard';
import xiaohongshuNotebookZh from './notebook/example.zh.txt?raw';
import xiaohongshuNotebookEn from './notebook/example.en.txt?raw';

/** The note (xiaohongshu) templates in picker order; the first is the maker's default. */
export const XIAOHONGSHU_TEMPLATES: readonly CardTemplate<'xiaohongshu'>[] = [
  withBody(xiaohongshuClassic, xiaohongshuClassicCard, { zh: xiaohongshuClassicZh, en: xiaohongshuClassicEn }),
  withBody(xiaohongshuNotebook, xiaohongshuNotebookCard, { zh: xiaohongshuNotebookZh, en: xiaohongshuNotebookEn }),
];
