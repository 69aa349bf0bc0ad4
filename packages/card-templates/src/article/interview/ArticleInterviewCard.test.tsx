import { describe, expect, it } from 'vitest';
import { exampleContent, ONE_LINE, renderText } from '../describe-article-template';
import { interviewHero } from './ArticleInterviewCard';
import { loadTemplate } from '../../template';
import manifest from './template';

const template = await loadTemplate(manifest);

describe('ArticleInterviewCard', () => {
  it('opens on the lead with the speaker named by the quotes, and marks questions and answers', () => {
    const content = exampleContent(template, 'zh');
    const text = renderText(template, content);
    expect(text).toContain('我不是在做一款游戏，而是在和五年前的自己对话。');
    expect(text).toContain('周默');
    // The hero line is not repeated as a pull quote.
    expect(text.split('我不是在做一款游戏').length - 1).toBe(1);
    expect(text.match(/问/g)?.length).toBeGreaterThanOrEqual(content.sections.length);
  });
  it("never signs the author's lead with a quoted speaker: the first quote opens instead, under its own name", () => {
    const content = {
      ...ONE_LINE,
      quote: '五年，一个人，一款游戏。',
      quotes: ['“差评是最便宜的设计顾问。”——周默', '“先做完，再做好。”——林一'],
    };
    expect(interviewHero(content)).toEqual({
      hero: { text: '差评是最便宜的设计顾问。', by: '周默' },
      lead: '五年，一个人，一款游戏。',
      quotes: ['“先做完，再做好。”——林一'],
    });
    const text = renderText(template, content);
    expect(text).toContain('五年，一个人，一款游戏。');
    expect(text.split('差评是最便宜的设计顾问').length - 1).toBe(1);
    // An attributed lead is its speaker's; a lead in quotation marks is a spoken line, unsigned;
    // a plain lead with no quotes at all stays the author's.
    expect(interviewHero({ ...ONE_LINE, quote: '“做小，做完。”——周默' }).hero).toEqual({
      text: '做小，做完。',
      by: '周默',
    });
    expect(interviewHero({ ...content, quote: '“做小，做完。”' })).toMatchObject({ hero: { text: '做小，做完。' } });
    expect(interviewHero({ ...content, quote: '“做小，做完。”' }).hero?.by).toBeUndefined();
    expect(interviewHero({ ...ONE_LINE, quote: '一句导语。' })).toEqual({ lead: '一句导语。', quotes: [] });
  });
});
