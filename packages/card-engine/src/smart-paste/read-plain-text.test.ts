import { describe, expect, it } from 'vitest';
import {
  bylineOf,
  findContacts,
  findQuotations,
  hashtagsOf,
  isContactLine,
  readPlainText,
  splitAttribution,
  titleOf,
} from './read-plain-text';
import { splitSentences, textLang } from './sentences';
import { rankSentences, topSentences } from './text-rank';
import { guardValueLine, writeLabelled } from './write-labelled';
import { profileKind } from '../kinds/profile/profile.kind';
import { quoteKind } from '../kinds/quote/quote.kind';

const roles = (text: string) => readPlainText(text).lines.map((l) => [l.kind, l.text]);

describe('readPlainText', () => {
  it.each([
    ['# 标题', 'heading', '标题'],
    ['【交通攻略】', 'heading', '交通攻略'],
    ['第三章 出发', 'heading', '第三章 出发'],
    ['一、先背模板', 'heading', '一、先背模板'],
    ['（二）注意事项', 'heading', '（二）注意事项'],
    ['- React', 'bullet', 'React'],
    ['• 要点', 'bullet', '要点'],
    ['✅ 滴答清单', 'bullet', '滴答清单'],
    ['-3°C today', 'text', '-3°C today'],
    ['#探店 #美食[话题]#', 'hashtags', '#探店 #美食[话题]#'],
    ['3.14 is pi', 'text', '3.14 is pi'],
  ])('reads %j as %s', (line, kind, text) => {
    expect(roles(line)).toEqual([[kind, text]]);
  });

  it('tells a numbered heading above a paragraph from the items of a list', () => {
    expect(roles('1. Spaced repetition\nI review flashcards every morning.')[0]).toEqual([
      'heading',
      '1. Spaced repetition',
    ]);
    expect(roles('1. 红烧肉\n2. 油爆虾\n\n周末建议早点到。').map((r) => r[0])).toEqual(['ordered', 'ordered', 'text']);
  });

  it('reads a short line alone in its block above prose as a heading, but never the first line', () => {
    const text = 'Lisbon in two days\n\nGetting around\n\nTake tram 28 up the hill, then walk down to the river.';
    expect(roles(text).map((r) => r[0])).toEqual(['text', 'heading', 'text']);
  });
});

describe('titleOf', () => {
  it('takes a short first line whole, else the first sentence, else the first clause', () => {
    const lines = (t: string) => readPlainText(t).lines;
    expect(titleOf(lines('辞职后的第一个月\n上个月我离职了。'), '辞职后的第一个月')).toMatchObject({
      title: '辞职后的第一个月',
    });
    const long =
      'I finished my first marathon. It was nothing like I expected and the last six miles were the hardest.';
    expect(titleOf(lines(long), 'I finished my first marathon.')).toEqual({
      title: 'I finished my first marathon',
      prefix: 'I finished my first marathon.',
    });
  });
});

describe('quotations and attributions', () => {
  it('finds quotations in each pair of marks, with what names their author', () => {
    expect(findQuotations(['“知之为知之。”——孔子《论语》'])).toEqual([
      { quote: '知之为知之。', attribution: '孔子《论语》', line: 0, before: '', marked: true },
    ]);
    expect(findQuotations(['他说「慢慢来」', '— 某人'])[0]).toMatchObject({ quote: '慢慢来', attribution: '某人' });
    expect(findQuotations(['Be yourself. - Oscar Wilde'])[0]).toMatchObject({
      quote: 'Be yourself.',
      attribution: 'Oscar Wilde',
    });
    expect(findQuotations(['Revenue 2020 - 2021 grew'])).toEqual([]);
  });

  it.each([
    ['孔子《论语·为政》', { author: '孔子', source: '《论语·为政》' }],
    ['鲁迅，《故乡》', { author: '鲁迅', source: '《故乡》' }],
    ['Steve Jobs, Stanford commencement address', { author: 'Steve Jobs', source: 'Stanford commencement address' }],
    ['出自《诗经》', { source: '《诗经》' }],
    ['Oscar Wilde', { author: 'Oscar Wilde' }],
  ])('splits %j', (attribution, expected) => {
    expect(splitAttribution(attribution)).toEqual(expected);
  });

  it('reads bylines', () => {
    expect(bylineOf('文/林夕')).toBe('林夕');
    expect(bylineOf('By Jane Doe')).toBe('Jane Doe');
    expect(bylineOf('By the river we walked for hours and hours until night fell')).toBeUndefined();
  });
});

describe('contacts and tags', () => {
  it('finds emails, phone numbers and WeChat ids in their usual shapes', () => {
    expect(findContacts(['邮箱 a.b@example.cn | 电话 138 0013 8000'])).toEqual({
      email: 'a.b@example.cn',
      phone: '138 0013 8000',
    });
    expect(findContacts(['San Francisco · +1 415 555 0142']).phone).toBe('+1 415 555 0142');
    expect(findContacts(['jordan@example.net | (415) 555-0199']).phone).toBe('(415) 555-0199');
    expect(findContacts(['欢迎约稿，微信：xiaoman_draws']).wechat).toBe('xiaoman_draws');
    expect(findContacts(['2024 年读了 100 本书'])).toEqual({});
    expect(isContactLine('Email: a@b.co · Tel 010-1234567')).toBe(true);
    expect(isContactLine('Write to me at a@b.co if you want to talk about design systems and research.')).toBe(false);
  });

  it('reads Xiaohongshu topics and plain hashtags', () => {
    expect(hashtagsOf('#上海美食[话题]# #本帮菜 ＃探店')).toEqual(['上海美食', '本帮菜', '探店']);
    expect(hashtagsOf('issue #12 and # heading')).toEqual([]);
  });
});

describe('sentences and TextRank', () => {
  it('cuts Chinese and English sentences, keeping quotation marks and abbreviations whole', () => {
    expect(splitSentences('今天很好。你觉得呢？“好的。”他说。', 'zh')).toEqual([
      '今天很好。',
      '你觉得呢？',
      '“好的。”',
      '他说。',
    ]);
    expect(splitSentences('Mr. Brown arrived at 3 p.m. today. It rained!', 'en')).toEqual([
      'Mr. Brown arrived at 3 p.m. today.',
      'It rained!',
    ]);
  });

  it('tells the language of a text by its letters', () => {
    expect(textLang('人工智能正在改变世界 AI', 'en')).toBe('zh');
    expect(textLang('A long note about a trip to 北京', 'zh')).toBe('en');
    expect(textLang('技能：React，TypeScript，Node.js，性能优化，工程化', 'en')).toBe('zh');
    expect(textLang('123 !!!', 'en')).toBe('en');
  });

  it('ranks the sentence that shares the most with the others first, the same every time', () => {
    const sentences = [
      'Cats sleep a lot.',
      'Small habits compound into big results over time.',
      'Habits that are small are easy to keep.',
      'Big results come from habits kept over time.',
      'The weather was fine.',
    ];
    const scores = rankSentences(sentences, 'en');
    expect(scores).toEqual(rankSentences(sentences, 'en'));
    expect(topSentences(sentences, 1, 'en')).toEqual([1]);
    expect(topSentences(sentences, 2, 'en')).toEqual([1, 3]);
  });
});

describe('writing labelled text', () => {
  it('uses the kind labels of the language, and keeps value lines from opening fields', () => {
    const text = writeLabelled(quoteKind, 'zh', [
      { field: 'quote', value: '第一行\n作者：不是作者' },
      { field: 'author', value: '鲁迅' },
      { field: 'source', value: '   ' },
    ]);
    expect(text).toBe('名言内容：第一行\n- 作者：不是作者\n作者：鲁迅');
    expect(quoteKind.parse(text)).toEqual({ ok: true, content: { quote: '第一行\n- 作者：不是作者', author: '鲁迅' } });
  });

  it('guards any "Label: value" line for kinds that report unknown labels', () => {
    expect(guardValueLine(profileKind, '爱好：游泳')).toBe('- 爱好：游泳');
    expect(guardValueLine(quoteKind, '爱好：游泳')).toBe('爱好：游泳');
    expect(guardValueLine(profileKind, '1、出版绘本')).toBe('1、出版绘本');
  });
});
