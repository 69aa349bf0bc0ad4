import { articleKind } from '@inkcard/card-engine';
import { ARTICLE_REGENERATE_DELAY_MS, TRACK_TITLE_MAX } from '@inkcard/shared';
import { CardMakerPage } from '../../features/card-maker/CardMakerPage';
import { defineMaker } from '../../features/card-maker/maker-config';
import { ARTICLE_TEMPLATES } from '@inkcard/card-templates/kinds/article';

/**
 * The article maker (spec §2, §4): hot news and its example on load, the preview hidden until
 * "update" is pressed with text, a template change refilling the example and regenerating after
 * 100 ms, clear hiding the preview, and a login-gated download.
 */
const ARTICLE_MAKER = defineMaker<'article'>({
  kind: articleKind,
  templates: ARTICLE_TEMPLATES,
  copy: {
    title: 'makers.article.title',
    lead: 'makers.article.lead',
    previewPlaceholder: 'makers.article.previewPlaceholder',
    inputPlaceholder: 'makers.article.inputPlaceholder',
    generate: 'makers.article.generate',
    clear: 'makers.article.clear',
    blank: 'makers.article.blank',
  },
  generateWhenBlank: 'explain',
  templateChangeParseDelayMs: ARTICLE_REGENERATE_DELAY_MS,
  inputRows: 25,
  assist: { smartPaste: true, ai: true },
  loginRequired: true,
  input: 'text',
  layout: 'columns',
  recordTitle: (content) =>
    Array.from(content.title || content.concepts[0]?.title || '')
      .slice(0, TRACK_TITLE_MAX)
      .join(''),
});

/** The article card maker (/article-card). */
export function ArticleMakerPage() {
  return <CardMakerPage config={ARTICLE_MAKER} />;
}
