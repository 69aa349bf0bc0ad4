import { describe, expect, it } from 'vitest';
import { exampleContent, renderText } from '../describe-article-template';
import { loadTemplate } from '../../template';
import manifest from './template';

const template = await loadTemplate(manifest);

describe('ArticleSkyBlueCard', () => {
  it('shows every key achievement and numbers the sections as steps', () => {
    const content = exampleContent(template, 'zh');
    const html = renderText(template, content);
    for (const a of content.keyAchievements) expect(html).toContain(a);
    expect(content.sections[0]!.title).toBe('做一个自己每天都用的版本');
    expect(html).toContain('第 4 步');
    expect(renderText(template, exampleContent(template, 'en'))).toContain('Step 4');
  });
});
