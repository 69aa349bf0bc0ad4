import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DISPLAY_MAX, HEADLINE_CLAUSE, sliceRuns, typesetRuns, typesetText, unbreakablePieces } from './typeset-runs';

/** The runs as a compact picture: kept runs in [brackets], Latin ones marked with ^. */
const picture = (text: string): string =>
  typesetRuns(text)
    .map((r) => (r.br ? '/' : r.keep ? `[${r.text}${r.latin ? '^' : ''}]` : r.text))
    .join('');

describe('typesetRuns', () => {
  it.each([
    // Emoji stay with the word before them, or after them at the start.
    ['🎉 新年快乐 🧧', '[🎉 新年快乐 🧧]'],
    ['幸福常相伴 🌕', '[幸福][常相伴 🌕]'],
    // A paragraph never ends on one CJK character; punctuation stays with its word.
    ['愿你的汗水都有回报，', '[愿你的][汗水][都有回报，]'],
    ['万事如意！', '[万事如意！]'],
    ['致敬每一位努力生活的你！', '[致敬][每一位][努力][生活的你！]'],
    // Opening marks stay with what follows; tags keep their # and stay whole.
    ['「知行合一」', '[「知行合一」]'],
    ['路远，行则至。', '[路远，][行则至。]'],
    ['#生活 #🌈 #治愈', '[#生活 #🌈] [#治愈]'],
    // Latin words keep their hyphen, take no CJK tracking, and the last two short words stay together.
    ['Happy Mid-Autumn', 'Happy [Mid-Autumn^]'],
    ['Happy New Year', 'Happy [New Year^]'],
    ['may your holiday be light and bright.', 'may your holiday be light [and bright.^]'],
    ['I love 北京 and tea', 'I love [北京] [and tea^]'],
    // Straight quotes close the word they touch (a code card's strings) or open the next one.
    ['"前端工程师",', '["前端][工程师",]'],
    ['say "hi there" now', 'say "hi [there" now^]'],
    // A number joined to a word by a hyphen stays whole.
    ['the 30-Minute Queue', 'the [30-Minute^] Queue'],
  ])('%s', (text, expected) => {
    expect(picture(text)).toBe(expected);
  });

  it('lets display text break between words only inside clauses too long for a line', () => {
    const breaks = (text: string) =>
      typesetRuns(text)
        .map((r) => (r.wbr === 'always' ? '|' : '') + r.text)
        .join('');
    expect(breaks('不积跬步，无以至千里；')).toBe('不积跬步，无以至千里；');
    expect(breaks('致敬每一位认真生活的你！')).toBe('致敬|每一位|认真|生活的你！');
  });

  it('marks no word breaks in text longer than display text, whose block breaks between CJK characters anyway', () => {
    const long =
      '复习最重要的不是时间有多长，而是每一次都主动回忆。合上书，把刚学的内容写下来，写不出来的地方就是下一轮要看的重点。';
    expect(Array.from(long).length).toBeGreaterThan(DISPLAY_MAX);
    expect(typesetRuns(long).some((r) => r.wbr)).toBe(false);
    // The same words as display text do get them.
    expect(typesetRuns(long.slice(0, DISPLAY_MAX)).some((r) => r.wbr)).toBe(true);
  });

  it("keeps a wide headline's clauses of up to HEADLINE_CLAUSE characters whole, so it breaks at its punctuation", () => {
    const breaks = (text: string, clauseKept?: number) =>
      typesetRuns(text, clauseKept)
        .map((r) => (r.wbr === 'always' ? '|' : '') + r.text)
        .join('');
    const title = '重读《小王子》：我们终其一生学习的，是如何去爱';
    expect(breaks(title, HEADLINE_CLAUSE)).toBe(title);
    // A narrow card (the default) may break inside the ten-character clause, between words.
    expect(breaks(title)).toContain('|终其一生');
  });

  it('breaks a long headline between words: never inside one, never before its comma or after its opening mark', () => {
    const runs = typesetRuns('老城区如何重新找回生活的温度与经济的活力，以及“云页”的未来发展方向与挑战');
    // A line may break only between runs, and inside a run only when it is not kept.
    const pieces = runs.flatMap((r) => (r.keep ? [r.text] : Array.from(r.text)));
    for (const piece of pieces) expect(piece).not.toMatch(/^[，。：、”]/u);
    for (const piece of pieces) expect(piece).not.toMatch(/[“《]$/u);
    expect(pieces).toContain('活力，');
    expect(pieces).toContain('生活的');
  });

  // Issue 30: display text broke inside these words (愿/你, 平安/喜乐, 真正/的, 那就/是,
  // 社/群运营, 好/书). Each sentence holds its phrase in a clause too long to keep whole, so only
  // the phrase rules keep it together. A line may break only at a run's edge (a kept run) or at
  // a <wbr>, so no piece may start inside the phrase.
  it.each([
    ['愿你', '愿你在每一个平凡的日子里都闪闪发光'],
    ['平安喜乐', '愿你新的一年里平安喜乐万事如意前程似锦'],
    ['真正的', '真正的勇气是看清生活的真相之后依然热爱它'],
    ['那就是', '世界上只有一种英雄主义那就是看清生活的真相'],
    ['社群运营', '十年社群运营经验的产品经理兼内容主理人'],
    ['好书', '每个月读一本好书然后写下三条读书笔记'],
  ])('never breaks inside %s in display text', (phrase, text) => {
    for (const display of [true, false]) {
      const runs = typesetRuns(text, { display });
      const at = text.indexOf(phrase);
      // Offsets where a line may break: a <wbr> in display text; between runs in body text (CJK).
      let offset = 0;
      const breaks: number[] = [];
      for (const r of runs) {
        if (display ? r.wbr : offset > 0) breaks.push(offset);
        if (!display && !r.keep) for (let k = 1; k < r.text.length; k++) breaks.push(offset + k);
        offset += r.text.length;
      }
      const inside = breaks.filter((b) => b > at && b < at + phrase.length);
      expect(inside, `${display ? 'display' : 'body'}: ${runs.map((r) => r.text).join('|')}`).toEqual([]);
    }
  });

  it('lets long display text break between phrases when asked to, never inside one', () => {
    const text =
      '把日子过成喜欢的样子：早起读书，傍晚散步，周末和朋友吃一顿热腾腾的火锅，真正的幸福就藏在这些平凡的小事里';
    expect(typesetRuns(text).some((r) => r.wbr)).toBe(false);
    const runs = typesetRuns(text, { display: true });
    expect(runs.some((r) => r.wbr)).toBe(true);
    expect(runs.map((r) => r.text)).toContain('真正的');
  });

  it('keeps newlines as hard breaks and every paragraph guarded', () => {
    expect(picture('中秋快乐\n月圆人团圆')).toBe('[中秋快乐]/[月圆人][团圆]');
  });

  it('lets a very long Latin token (a URL) break rather than overflow', () => {
    const runs = typesetRuns('see state-of-the-art-long-compound-word-here now');
    expect(runs.find((r) => r.text.startsWith('state'))).toMatchObject({ keep: false, latin: true });
  });

  it('gives back the text, spaces collapsed, for any input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        const joined = typesetRuns(text)
          .map((r) => r.text)
          .join('');
        // Breakable white space collapses; no-break spaces are text (typeset-runs.ts, SPACE).
        const expected = text
          .split('\n')
          .map((p) => p.replace(/[^\S\u00a0\u2007\u202f]+/gu, ' ').replace(/^ | $/g, ''))
          .join('\n');
        expect(joined.replace(/ /g, '')).toBe(expected.replace(/ /g, ''));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps no-break spaces as text, wherever the segmenter puts them', () => {
    // fast-check found "\u202fက": the segmenter had glued the space to the word after it.
    expect(typesetText('\u202fက')).toBe('\u202fက');
    expect(typesetText('Oui\u202f! 10\u00a0km')).toBe('Oui\u202f! 10\u00a0km');
    expect(typesetText('  a \t b  ')).toBe('a b');
  });

  it('keeps full-width punctuation at its CJK width inside a Latin run', () => {
    const runs = typesetRuns('⏰ 11:00-14:00，周一休息');
    const comma = runs.find((r) => r.text === '，');
    expect(comma).toMatchObject({ latin: false });
    expect(runs.filter((r) => r.latin).every((r) => !/[，。：；、]/u.test(r.text))).toBe(true);
    expect(runs.map((r) => r.text).join('')).toBe('⏰ 11:00-14:00，周一休息');
  });
});

// Issue 30: Chinese display text often holds Latin words and numbers set off by spaces ("从 0 到
// 1", "第 12 讲", "全球首条 GWh 级"). Those spaces belong to the clause: a line may not break at
// them as at a space between English words.
describe('spaces around Latin words and numbers in a Chinese clause (display text)', () => {
  /**
   * Where the browser may break a display text's lines: after a breakable space, at an 'always'
   * <wbr> (and a 'loose' one too in a loosened block), and after a clause's punctuation
   * (`word-break: keep-all` breaks nowhere else). A kept space run is drawn `white-space: nowrap`.
   */
  const lines = (text: string, options: { clauseKept?: number; loose?: boolean } = {}): string[] => {
    const out = [''];
    for (const r of typesetRuns(text, { clauseKept: options.clauseKept, display: true })) {
      if (r.br || r.wbr === 'always' || (options.loose && r.wbr === 'loose')) out.push('');
      if (r.br) continue;
      out[out.length - 1] += r.text;
      if ((r.text === ' ' && !r.keep) || /[，。、；：？！,.;:?!…]$/u.test(r.text)) out.push('');
    }
    return out.map((l) => l.trim()).filter(Boolean);
  };

  it.each([
    ['从 0 到 1 的突破', ['从 0 到 1 的突破']],
    ['第 12 讲：复利', ['第 12 讲：', '复利']],
    ['学习 React 的心得', ['学习 React 的心得']],
    ['2024 年度总结', ['2024 年度总结']],
  ])('keeps the clause %s whole, spaces and all', (text, expected) => {
    expect(lines(text)).toEqual(expected);
    expect(unbreakablePieces(text)).toEqual(expected);
    // Its spaces are drawn unbreakable (a kept run: `white-space: nowrap`).
    for (const r of typesetRuns(text, { display: true })) if (r.text === ' ') expect(r).toMatchObject({ keep: true });
  });

  it('still lets a loosened block break the kept clause between its words, at its spaces too', () => {
    expect(lines('从 0 到 1 的突破', { loose: true })).toEqual(['从', '0', '到', '1', '的突破']);
    expect(lines('第 12 讲：复利', { loose: true })).toEqual(['第', '12', '讲：', '复利']);
  });

  it('breaks a clause too long to keep before a Latin word, never between it and the unit or word it leads', () => {
    // 全球首条 | GWh 级 | 储能电站: never "全球首条 GWh / 级", nor "级储能 / 电站".
    expect(lines('全球首条 GWh 级储能电站')).toEqual(['全球首条', 'GWh 级', '储能电站']);
    expect(unbreakablePieces('全球首条 GWh 级储能电站')).toEqual(['全球首条', 'GWh 级', '储能电站']);
    // The article maker's headline: its clauses are longer than even a headline keeps whole.
    const title = '全球首条 GWh 级固态电池产线投产，电动车续航有望突破 1000 公里';
    for (const line of lines(title, { clauseKept: HEADLINE_CLAUSE })) {
      expect(line).not.toMatch(/^(级|公里|电池)|(GWh|1000|固态)$/u);
    }
    expect(lines(title, { clauseKept: HEADLINE_CLAUSE }).join('').replace(/ /g, '')).toBe(title.replace(/ /g, ''));
    // A clause's Latin letters count toward its length (about half a character each).
    expect(lines('今天学习 React 的使用')).toEqual(['今天学习', 'React 的使用']);
    // "从" stays with its number in a long clause, not with the word before it (一年从 / 0).
    expect(lines('愿你新的一年从 0 到 1，每天进步 1%')).toEqual(['愿你', '新的一年', '从 0 到 1，', '每天进步 1%']);
    // Any other character stays with its word ("目标是 / 2028 年", not "目标 / 是 2028 年").
    expect(lines('量产成本仍是液态电池的 2 倍左右，目标是 2028 年降到 1.2 倍')).toContain('目标是');
    // "第" stays with its number in a long clause too.
    for (const line of lines('第 12 讲复利的力量与时间做朋友的人生')) expect(line).not.toMatch(/^12|第$/u);
    // So do "前" (a ranking: 前 10 名) and "这"/"那" (这 3 个), never "排名前 / 10" or "坚持这 / 3 个".
    for (const text of [
      '今年全国大学排名前 10 的学校名单终于公布',
      '成为全球销量前 3 的电动车品牌之一',
      '坚持这 3 个习惯让你的生活变得更好',
    ]) {
      const found = lines(text);
      expect(found.join('').replace(/ /g, '')).toBe(text.replace(/ /g, ''));
      for (const line of found) expect(line).not.toMatch(/^\d|[前这那]$/u);
    }
  });

  it('leaves English breaking at its spaces, and text with a few Chinese words in it', () => {
    expect(lines('Make room for the small things.')).toEqual(['Make', 'room', 'for', 'the', 'small things.']);
    expect(unbreakablePieces('Slow is smooth.')).toEqual(['Slow', 'is smooth.']);
    expect(lines('I love 北京 and tea')).toEqual(['I', 'love', '北京', 'and tea']);
    // A space between two Chinese words is the writer's pause, a place to break.
    expect(lines('春眠不觉晓 处处闻啼鸟')).toEqual(['春眠不觉晓', '处处闻啼鸟']);
  });

  it('leaves body text (not display text) as it was: its block breaks between CJK characters anyway', () => {
    const runs = typesetRuns('从 0 到 1 的突破', { display: false });
    expect(runs.filter((r) => r.text === ' ').every((r) => !r.keep)).toBe(true);
  });
});

describe('typesetText and sliceRuns', () => {
  it('gives the text in the form its runs draw, unchanged by a second pass', () => {
    expect(typesetText('  hello   world  ')).toBe('hello world');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 120 }), (text) => {
        const once = typesetText(text);
        expect(typesetText(once)).toBe(once);
      }),
      { numRuns: 200 },
    );
  });

  it('cuts the runs of a text at any two offsets, the two parts joining back to the whole', () => {
    const text = typesetText('春风十里，不如你。愿你新的一年万事如意，平安喜乐 🎉 Make room for the small things.');
    const runs = typesetRuns(text);
    const join = (r: ReturnType<typeof sliceRuns>) => r.map((x) => x.text).join('');
    for (let cut = 0; cut <= text.length; cut++) {
      const head = join(sliceRuns(runs, 0, cut));
      const tail = join(sliceRuns(runs, cut, Infinity));
      // The head loses only the space its line ends with.
      expect(head).toBe(text.slice(0, cut).trimEnd());
      expect(tail).toBe(text.slice(cut));
    }
  });

  it('keeps each half of a cut kept run kept, and the <wbr> only where a run starts', () => {
    const runs = typesetRuns('致敬每一位认真生活的你！');
    const sliced = sliceRuns(runs, 3, Infinity);
    expect(sliced[0]).toMatchObject({ text: '一位', keep: true });
    expect(sliced[0]!.wbr).toBeUndefined();
    expect(sliceRuns(runs, 0, 3).at(-1)).toMatchObject({ text: '每', keep: true });
  });
});

describe('unbreakablePieces', () => {
  it('gives the clauses kept whole, the phrases of longer ones and the words of Latin text', () => {
    expect(unbreakablePieces('慢慢来，比较快。')).toEqual(['慢慢来，', '比较快。']);
    expect(unbreakablePieces('周末去海边吹吹风')).toEqual(['周末去海边吹吹风']);
    expect(unbreakablePieces('人均80吃到扶墙！藏在弄堂里的本帮菜')).toEqual([
      '人均80吃到扶墙！',
      '藏在',
      '弄堂里的',
      '本帮菜',
    ]);
    expect(unbreakablePieces('Slow is smooth.')).toEqual(['Slow', 'is smooth.']);
  });
  it('keeps every character of the text, in order (spaces only inside a piece kept whole, as "春 🎉")', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('春', '风', '，', '。', 'a', 'b', ' ', '\n', '-', '🎉') }),
        (text) => {
          expect(unbreakablePieces(text).join('').replace(/\s/gu, '')).toBe(text.replace(/\s/gu, ''));
        },
      ),
    );
  });
});
