import { describe, expect, it } from 'vitest';
import { loadedAnyTemplate, loadTemplate } from '@inkcard/card-templates';
import { TEMPLATES, findTemplate } from '@inkcard/card-templates/registry';
import { readRenderState, renderTemplate } from './render-state';

// The render route loads the named template's body before it reads the rest; here every body is in.
await Promise.all(TEMPLATES.map((t) => loadTemplate(t)));
const read = (query: Record<string, string>) => {
  const params = new URLSearchParams(query);
  const found = renderTemplate(params);
  return readRenderState(params, found && loadedAnyTemplate(found));
};
const loaded = (id: string) => loadedAnyTemplate(findTemplate(id)!);

describe('readRenderState', () => {
  it('draws a template with its example in the asked language and its default style', () => {
    const state = read({ template: 'quote/literary', lang: 'en' });
    expect(state.template?.id).toBe('quote/literary');
    expect(state.content).toMatchObject({ author: 'J. R. R. Tolkien', tags: ['journey', 'poetry', 'wonder'] });
    expect(state.style).toEqual(findTemplate('quote/literary')?.styleDefaults);
  });
  it('uses passed-in text and merges a valid style over the defaults', () => {
    const state = read({ template: 'quote/fashion', text: '名言内容：知行合一', style: '{"cardWidth":500}' });
    expect(state.content).toEqual({ quote: '知行合一' });
    expect(state.style).toMatchObject({ cardWidth: 500, primaryColor: '#ec4899' });
  });
  it('falls back to the default style when the passed style does not fit the schema', () => {
    for (const style of ['{"cardWidth":9999}', 'not json', '[1]', '{"primaryColor":"red; background:url(x)"}']) {
      expect(read({ template: 'quote/fashion', style }).style).toEqual(findTemplate('quote/fashion')?.styleDefaults);
    }
  });
  it('checks passed-in content against the kind schema', () => {
    expect(read({ template: 'quote/fashion', content: '{"quote":"hi","author":"me"}' }).content).toEqual({
      quote: 'hi',
      author: 'me',
    });
    const bad = read({ template: 'quote/fashion', content: '{"quote":42}' });
    expect(bad.content).toBeNull();
    expect(bad.issues).toEqual([{ line: 1, key: 'makers.parse.invalid' }]);
  });
  it('pins today for the blessing date and reports text that does not parse', () => {
    expect(read({ template: 'blessing/classic', lang: 'zh', today: '2025-05-01' }).content).toMatchObject({
      date: '2025年5月1日',
    });
    expect(read({ template: 'blessing/classic', lang: 'en', today: '2025-05-01' }).content).toMatchObject({
      date: 'May 1, 2025',
    });
    expect(read({ template: 'quote/fashion', text: 'Author: x' }).issues[0]?.key).toBe('makers.parse.missingField');
  });
  it('starts a template from the route language and scheme where it follows the visitor (coder card)', () => {
    expect(read({ template: 'profile/coderCard', lang: 'en' }).style).toMatchObject({
      codeTheme: 'light',
      codeLabels: 'en',
    });
    expect(read({ template: 'profile/coderCard', lang: 'zh', scheme: 'dark' }).style).toMatchObject({
      codeTheme: 'dark',
      codeLabels: 'zh',
    });
    expect(read({ template: 'profile/coderCard', lang: 'en', style: '{"codeLabels":"zh"}' }).style).toMatchObject({
      codeLabels: 'zh',
    });
  });
  it('draws a template at a sample length, and ignores an unknown one', () => {
    const long = read({ template: 'quote/redBold', lang: 'en', sample: 'veryLong' }).content as { quote: string };
    const short = read({ template: 'quote/redBold', lang: 'en', sample: 'short' }).content as { quote: string };
    expect(long.quote.length).toBeGreaterThan(short.quote.length * 5);
    expect(read({ template: 'quote/redBold', lang: 'en', sample: 'huge' }).content).toEqual(
      read({ template: 'quote/redBold', lang: 'en' }).content,
    );
  });
  it('draws a template’s paged form with paged=1, and the template itself otherwise', () => {
    const article = loaded('article/hotNews')!;
    const pages = read({ template: 'article/hotNews', paged: '1' }).template!;
    expect(pages.Component).toBe(article.pagedForm);
    expect(pages).toMatchObject({ id: 'article/hotNews', paged: true, aspect: '3:4' });
    expect(pages.previewWidth).toBeUndefined();
    expect(read({ template: 'article/hotNews' }).template).toBe(article);
    // A template without a paged form is drawn as itself.
    expect(read({ template: 'quote/redBold', paged: '1' }).template).toBe(loaded('quote/redBold'));
  });
  it('knows no template for an unknown id', () => {
    expect(read({ template: 'quote/nope' }).template).toBeUndefined();
    expect(read({}).template).toBeUndefined();
  });
});
