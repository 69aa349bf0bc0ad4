// The template's weight, split from its manifest (template.ts) into a chunk of its own: loaded
// when the template is drawn (see loadTemplate), never by the picker or the style panel.
import { defineBody } from '../../template';
import { XiaohongshuClassicCard } from './XiaohongshuClassicCard';
import exampleZh from './example.zh.txt?raw';
import exampleEn from './example.en.txt?raw';

/** The template's body: its card and its examples. */
export default defineBody<'xiaohongshu'>({
  examples: { zh: exampleZh, en: exampleEn },
  Component: XiaohongshuClassicCard,
});
