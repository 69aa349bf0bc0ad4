import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { profileKind } from '@inkcard/card-engine';
import { textOf } from '../../test/text-of';
import { loadTemplate } from '../../template';
import manifest from './template';

const template = await loadTemplate(manifest);

describe('ProfileCreativeCard creative fields', () => {
  it('draws nickname, location, tags, numbered achievements, offers, needs and the public account', () => {
    const res = profileKind.parse(template.examples.zh, template.parseOptions);
    if (!res.ok) throw new Error('example must parse');
    // Text only: tags, and the kept runs of the card layer's typesetting, come out.
    const html = textOf(renderToString(<template.Component content={res.content} style={template.styleDefaults} />));
    for (const text of [
      '@小满',
      '杭州',
      '#插画',
      '01',
      '03',
      '出版绘本《小满的四季》',
      '品牌插画与包装设计合作',
      '周末一起写生的伙伴',
      '小满画画',
    ]) {
      expect(html).toContain(text);
    }
    // Headings follow the card's own language, not the UI's.
    expect(html).toContain('成就');
    const en = profileKind.parse(template.examples.en, template.parseOptions);
    if (!en.ok) throw new Error('example must parse');
    expect(renderToString(<template.Component content={en.content} style={template.styleDefaults} />)).toContain(
      'Achievements',
    );
  });
});
