import { describe, expect, it } from 'vitest';
import { readCardState, type AnyCardState } from '@inkcard/card-engine';
import { loadAnyTemplate } from '@inkcard/card-templates';
import { findTemplate } from '@inkcard/card-templates/registry';
import { drawCardState, templateOfState } from './draw-card-state';

/** A state as a maker would save it, from a template's own defaults. */
function stateOf(templateId: string, overrides: Partial<AnyCardState>): AnyCardState {
  const template = findTemplate(templateId)!;
  const read = readCardState({
    v: 1,
    kind: template.kind,
    template: templateId,
    lang: 'zh',
    style: template.styleDefaults,
    ...overrides,
  });
  if (!read.ok) throw new Error(JSON.stringify(read.issues));
  return read.state;
}

describe('drawCardState', () => {
  it('parses a text maker’s text with its template’s options', async () => {
    const state = stateOf('quote/literary', { text: '名言内容：学而不思则罔\n作者：孔子\n标签：论语 经典' });
    const drawn = drawCardState(state, await loadAnyTemplate(templateOfState(state)));
    expect(drawn.content).toMatchObject({ quote: '学而不思则罔', author: '孔子', tags: ['论语', '经典'] });
  });

  it('draws a form maker’s content and fills in what the kind does (the blessing’s date)', async () => {
    const state = stateOf('blessing/classic', {
      lang: 'en',
      content: { festival: 'New Year', blessing: 'All the best', signer: 'Ann', date: '', icon: 'gift' } as never,
    });
    const drawn = drawCardState(state, await loadAnyTemplate(templateOfState(state)), new Date(2026, 0, 2));
    expect(drawn.content).toMatchObject({ festival: 'New Year', date: expect.stringContaining('2026') });
  });

  it('puts the state’s picture in its kind’s field (the note’s cover)', async () => {
    const cover = 'data:image/png;base64,iVBORw0KGgo=';
    const state = stateOf('xiaohongshu/classic', { text: '标题：周末咖啡\n正文：一家小店', image: cover });
    const drawn = drawCardState(state, await loadAnyTemplate(templateOfState(state)));
    expect(drawn.content).toMatchObject({ title: '周末咖啡', coverImage: cover });
  });

  it('draws a retired template’s card with its kind’s default template and keeps the style the kind accepts', async () => {
    const state = stateOf('quote/redBold', { text: '名言内容：温故而知新\n作者：孔子' });
    const retired = { ...state, template: 'quote/retiredOne' } as AnyCardState;
    const template = templateOfState(retired);
    expect(template.id).toBe('quote/fashion');
    const drawn = drawCardState(retired, await loadAnyTemplate(template));
    expect(drawn.content).toMatchObject({ quote: '温故而知新' });
    expect(drawn.style).toMatchObject({
      backgroundColor: (state.style as { backgroundColor: string }).backgroundColor,
    });
  });

  it('has no content for text that does not parse', async () => {
    const state = stateOf('quote/fashion', { text: '' });
    expect(drawCardState(state, await loadAnyTemplate(templateOfState(state))).content).toBeNull();
  });
});
