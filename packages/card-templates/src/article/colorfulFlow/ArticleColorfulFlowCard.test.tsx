import { describe, expect, it } from 'vitest';
import { exampleContent, ONE_LINE, renderCard, renderText } from '../describe-article-template';
import { CONCLUSION_CHARS } from './ArticleColorfulFlowCard';
import { loadTemplate } from '../../template';
import manifest from './template';

const template = await loadTemplate(manifest);

describe('ArticleColorfulFlowCard', () => {
  it('cuts the conclusion to 50 characters at a clause end plus an ellipsis, and shows the rest below (spec §9)', () => {
    expect(CONCLUSION_CHARS).toBe(50);
    const long =
      'Do not wait until you feel ready; you only learn what to prepare once you start. Press record and say your first sentence.';
    const text = renderText(template, { ...ONE_LINE, lang: 'en', conclusion: long });
    expect(text).toContain('Do not wait until you feel ready…');
    // Nothing is lost: the rest follows, never cut inside a word.
    expect(text).toContain('…you only learn what to prepare once you start. Press record and say your first sentence.');
    expect(renderText(template, { ...ONE_LINE, conclusion: '短结论' })).toMatch(/短结论(?!…)/);
  });
  it('cycles section colours by index: the seventh stop repeats the first colour', () => {
    const content = exampleContent(template, 'zh');
    const sections = Array.from({ length: 7 }, (_, i) => ({ ...content.sections[0]!, title: `站${i}` }));
    const html = renderCard(template, { ...content, sections, concepts: [] });
    const stops = [...html.matchAll(/<li class="[^"]*section[^"]*" style="--tone:(#[0-9a-f]{6})"/g)].map((m) => m[1]);
    expect(stops).toHaveLength(7);
    expect(stops[6]).toBe(stops[0]);
    expect(new Set(stops.slice(0, 6)).size).toBe(6);
  });
});
