import { describe, expect, it } from 'vitest';
import { exampleContent, renderCard } from '../describe-article-template';
import { textOf } from '../../test/text-of';
import { statOf } from './stat-of';
import { loadTemplate } from '../../template';
import manifest from './template';

const template = await loadTemplate(manifest);

describe('statOf', () => {
  it.each([
    ['一季度新能源汽车销量 307 万辆，同比增长 41%', '307 万辆'],
    ['新车渗透率达到 42%，较去年同期提升 9 个百分点', '42%'],
    ['Q1 sales reached 3.07 million, up 41%', '3.07 million'],
    ['Exports were 440,000 vehicles', '440,000'],
    ['电芯能量密度达到 400 Wh/kg', '400 Wh/kg'],
    ['成本目标是 1.2 倍', '1.2 倍'],
  ])('finds the figure in "%s"', (text, figure) => {
    expect(statOf(text)).toBe(figure);
  });
  it('finds none in a line without numbers', () => {
    expect(statOf('价格竞争将继续压缩利润空间')).toBeUndefined();
  });
});

describe('ArticleDataReportCard', () => {
  it('sets the figure of every numeric key point large', () => {
    const content = exampleContent(template, 'zh');
    const html = renderCard(template, content);
    // Each figure is a stat tile's value (its own span, set large).
    const values = [...html.matchAll(/<span class="[^"]*value[^"]*">(.*?)<\/span><p/g)].map((m) => textOf(m[1]!));
    for (const figure of ['307 万辆', '42%', '44 万辆', '26 万台']) expect(values).toContain(figure);
  });
});
