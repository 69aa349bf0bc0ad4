import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/app';
import { canvasUse, inspectCards, markdownShown, phraseSplits } from '../../fixtures/card-layer';
import { MINIMAL_TEXT } from '../../fixtures/minimal-text';

// The card-layer sweep (issue 15): every template of the registry, read from /render's index, at
// the app's five sample lengths (its example with the text from one line to far too long), in
// both languages, on one reused page. Each card must draw its declared canvas, keep every
// character inside the card, inside its boxes and outside the decoration zones, and break lines
// well. Only the "very long" sample may overflow, and then the card must say so (data-fit), which
// the maker shows as a warning. A paged template (a carousel) is checked page by page: every
// page is a card of its 3:4 canvas; a template's paged form (the article pages) is listed by the
// index as an entry of its own (`data-params="paged=1"`) and swept the same way. Failures are
// gathered and reported together.

test.use({ viewport: { width: 1280, height: 1000 }, deviceScaleFactor: 1 });

/**
 * Draws a render in place (in-app navigation: the router follows popstate, no reload, so hundreds
 * of cards stay cheap) and waits until it is ready for exactly that query: its card, with a fit
 * when `fitted` (a card's root carries it, a carousel's pages each their own), then two frames
 * (the fit re-measures when the card's last font chunk arrives).
 * @param page - the page showing /render
 * @param query - the render's query
 * @param fitted - wait for the fit, not just the card
 * @returns null once drawn, else the render's issues (empty when it has none to say)
 */
async function draw(page: Page, query: string, fitted = false): Promise<string | null> {
  await page.evaluate((url) => {
    history.pushState(null, '', url);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/render?${query}`);
  const root = `[data-render-root][data-render-query="${query}"][data-render-ready="true"]`;
  const card = fitted
    ? `${root} [data-card][data-fit], ${root} [data-card] > [data-carousel-page][data-fit]`
    : `${root} [data-card]`;
  const drawn = await page
    .locator(card)
    .first()
    .waitFor({ timeout: 15_000 })
    .then(
      () => true,
      () => false,
    );
  if (!drawn)
    return (
      (await page
        .locator('[data-render-issues]')
        .textContent()
        .catch(() => '')) ?? ''
    );
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return null;
}

/** One entry of /render's index: a template, in one of its forms (`params`, e.g. its pages). */
interface RenderEntry {
  id: string;
  kind: string;
  params: string;
}

/**
 * Opens /render and reads its index of every template and form.
 * @param page - the page
 * @param selector - which entries (by default all)
 * @returns the entries, more than twenty of them
 */
async function renderEntries(page: Page, selector = '[data-template]'): Promise<RenderEntry[]> {
  await page.goto('/render');
  const items = page.locator(`[data-render-index] ${selector}`);
  await expect(items.first()).toBeVisible();
  const entries = await items.evaluateAll((list) =>
    list.map((li) => ({ id: li.dataset.template!, kind: li.dataset.kind!, params: li.dataset.params ?? '' })),
  );
  expect(entries.length).toBeGreaterThan(20);
  return entries;
}

/**
 * The /render query drawing an entry with a text or one of the sample lengths, on the sweeps'
 * fixed date.
 * @param entry - the template and form
 * @param lang - the card's language
 * @param source - the labelled text, or a sample length
 * @returns the query
 */
function renderQuery(
  { id, params }: RenderEntry,
  lang: 'zh' | 'en',
  source: { text: string } | { sample: string },
): string {
  return new URLSearchParams({
    template: id,
    lang,
    ...source,
    today: '2025-05-01',
    ...Object.fromEntries(new URLSearchParams(params)),
  }).toString();
}

test('[CARDS][FIT]: every template fits its canvas, keeps text off decorations and breaks lines well', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(20 * 60_000);
  const started = Date.now();
  const entries = await renderEntries(page);
  const index = page.locator('[data-render-index]');
  const lengths = ((await index.getAttribute('data-sample-lengths')) ?? '').split(' ').filter(Boolean);
  expect(lengths).toHaveLength(5);

  const failures: string[] = [];
  for (const entry of entries) {
    const { id, params } = entry;
    for (const lang of ['zh', 'en'] as const) {
      for (const length of lengths) {
        const where = `${id}${params ? ` [${params}]` : ''} ${lang} ${length}`;
        const problem = await draw(page, renderQuery(entry, lang, { sample: length }), true);
        if (problem !== null) {
          failures.push(`${where}: the card never rendered with a fit (${problem})`);
          continue;
        }
        for (const result of await page.evaluate(inspectCards)) {
          const at = result.label ? `${where} ${result.label}` : where;
          for (const p of result.problems) failures.push(`${at}: ${p}`);
          if (result.fit === 'overflow' && length !== 'veryLong')
            failures.push(`${at}: a ${length} text overflows its ${result.canvas} canvas even at the smallest size`);
        }
      }
    }
  }
  const seconds = (Date.now() - started) / 1000;
  test.info().annotations.push({
    type: 'sweep',
    description: `${entries.length} templates and forms × 2 languages × ${lengths.length} lengths in ${seconds.toFixed(1)} s`,
  });
  console.log(
    `card-layer sweep: ${entries.length} templates and forms, ${entries.length * 2 * lengths.length} cards, ${seconds.toFixed(1)} s`,
  );
  expect(failures).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

// Issue 30: display text (titles, quotes, wishes, names) broke inside words a creator reads as
// one: 愿/你, 平安/喜乐, 真正/的, 那就/是, 社/群运营, 好/书, "neighbourho/od". Each sentence holds
// its phrase inside a clause too long for one line, in the display fields of every kind, in
// Chromium's own word segmenter (which the typesetting runs use in the browser).
const PHRASES = ['愿你', '平安喜乐', '真正的', '那就是', '社群运营', '好书'];
const SENTENCES = [
  '愿你在每一个平凡的日子里都闪闪发光',
  '愿你新的一年里平安喜乐万事如意前程似锦',
  '真正的勇气是看清生活的真相之后依然热爱它',
  '世界上只有一种英雄主义那就是看清生活的真相',
  '十年社群运营经验的产品经理兼内容主理人',
  '每个月读一本好书然后写下三条读书笔记',
];
// Issue 30: Chinese display text often sets a Latin word or a number off with spaces; a line
// broke at them ("全球首条 GWh / 级…"). A clause kept whole keeps them, and a longer one never
// breaks between a Latin word and the unit or word it leads, or after 第 and 从 before a number.
const MIXED_PHRASES = ['GWh 级', '1000 公里', '从 0 到 1', '第 12 讲'];
const MIXED_SENTENCES = ['全球首条 GWh 级固态电池产线投产，电动车续航有望突破 1000 公里', '从 0 到 1 的突破：第 12 讲'];
const DISPLAY_TEXTS: Record<string, (s: string) => string> = {
  quote: (s) => `名言内容：${s}\n作者：${s.slice(0, 6)}`,
  blessing: (s) => `节日：${s.slice(0, 9)}\n祝福语：${s}，${s}\n署名：墨卡`,
  profile: (s) => `姓名：${s.slice(0, 4)}\n职位：${s}\n个人简介：${s}`,
  xiaohongshu: (s) => `标题：${s}\n\n正文：${s}。`,
  article: (s) => `标题：${s}\n副标题：${s}\n引言：${s}`,
};
const ENGLISH: Record<string, string> = {
  quote: 'Quote: Every neighbourhood remembers its neighbourhood bakery\nAuthor: A neighbourhood',
  blessing:
    'Festival: Neighbourhood Day\nBlessing: To the neighbourhood and every neighbourhood friend\nSignature: Inkcard',
  profile: 'Name: Neighbourhood Watch\nTitle: Neighbourhood organiser and neighbourhood writer',
  xiaohongshu: 'Title: A neighbourhood walk through the neighbourhood\n\nBody: Neighbourhood.',
  article: 'Title: A neighbourhood guide to neighbourhood renewal',
};

test('[CARDS][LINE_BREAK]: display text never breaks inside a phrase, in Chinese or English', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(10 * 60_000);
  const failures: string[] = [];
  for (const entry of await renderEntries(page, '[data-template][data-form="card"]')) {
    const { id, kind } = entry;
    const texts = [
      ...[...SENTENCES, ...MIXED_SENTENCES].map((s) => ({ lang: 'zh' as const, text: DISPLAY_TEXTS[kind]!(s) })),
      { lang: 'en' as const, text: ENGLISH[kind]! },
    ];
    for (const { lang, text } of texts) {
      const problem = await draw(page, renderQuery(entry, lang, { text }));
      if (problem !== null) {
        failures.push(`${id} ${lang}: never rendered (${text.slice(0, 20)})`);
        continue;
      }
      const phrases = lang === 'zh' ? [...PHRASES, ...MIXED_PHRASES] : ['neighbourhood', 'Neighbourhood'];
      for (const p of await page.evaluate(phraseSplits, phrases))
        failures.push(`${id} ${lang}: ${p} (${text.slice(0, 24)})`);
    }
  }
  expect(failures).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

// Issue 30: AI answers and pasted notes carry Markdown; no template may print its marks. Every
// field of every kind gets some (bold, italic, strike-through, code, links, headings, quotes,
// lists), in both languages.
const MARKDOWN: Record<string, Record<'zh' | 'en', string>> = {
  quote: {
    zh: '名言内容：**真正的勇气**是~~看清~~`生活`之后\n> 依然*热爱*它\n作者：**罗曼·罗兰**\n出处：> 《约翰·克利斯朵夫》\n标签：#人生 **勇气**\n标语：# 每天一句\n组织：**墨卡**读书会\n签名：_墨卡_',
    en: 'Quote: **The best way out** is ~~never~~ always `through`\n> said *once*\nAuthor: **Robert Frost**\nSource: > A Servant\nTags: #courage **poetry**\nSlogan: # One line a day\nOrganization: **Inkcard** club\nSignature: _Inkcard_',
  },
  blessing: {
    zh: '节日：# **新年快乐**\n祝福语：> 愿你**平安喜乐**\n- 身体健康\n- ~~万事~~如意\n署名：**墨卡**',
    en: 'Festival: # **Happy New Year**\nBlessing: > May the year bring **calm mornings**\n- good health\n- ~~all~~ joy\nSignature: **Inkcard**',
  },
  profile: {
    zh: '姓名：**林晓雨**\n昵称：**小雨**\n职位：# 产品设计师\n坐标：**上海**\n标签：#设计, **插画**\n个人简介：> 喜欢把**复杂的事情**做简单，`Figma` 重度用户。\n技能：**用户研究**，~~交互~~设计\n成就：\n1、**主导**品牌升级\n可提供：\n- ~~作品集~~点评\n需要：\n- **读书会**\n邮箱：xiaoyu@inkcard.cn\n公众号：**墨卡**',
    en: 'Name: **Mia Summers**\nNickname: **Mimi**\nTitle: # Illustrator\nLocation: **Bristol**\nTags: #illustration, **coffee**\nBio: > I draw **small joys**, a `Procreate` fan.\nSkills: **Drawing**, ~~Layout~~\nAchievements:\n1. **Published** a book\nOfferings:\n- ~~Brand~~ illustration\nNeeds:\n- **An editor**\nEmail: mia@inkcard.app\nPublic account: **Mimi Draws**',
  },
  xiaohongshu: {
    zh: '标题：# 周末**去哪儿**\n\n正文：> 这是一段引用\n\n**加粗**和*斜体*，还有`代码`和[链接](https://inkcard.cn)。\n\n## 小标题\n- 第一条 **重点**\n- 第二条 ~~删除~~\n\n店铺信息：**地址** 上海\n\n必点菜品：\n1. **牛肉面**\n\n小贴士：~~周一~~休息\n\n标签：#周末 **生活**',
    en: 'Title: # A **weekend** out\n\nBody: > a quote\n\n**Bold** and *italic*, `code` and [a link](https://inkcard.cn).\n\n## A heading\n- first **point**\n- second ~~point~~\n\nShop info: **218** Mott Street\n\nMust-order:\n1. **Beef noodles**\n\nTips: ~~Monday~~ closed\n\nTags: #weekend **food**',
  },
  article: {
    zh: '标题：# **城市更新**的下一个十年\n副标题：> 老城区的**温度**\n作者：**林知远**\n作者职位：_记者_\n引言：> **先问居民**，再画图纸\n核心概念：**固态电池**用`固体`电解质\n关键要点：\n1. **产能** 2 GWh\n2. ~~成本~~下降\n重要引述：\n> **先问居民**——社区书记\n结论：**值得**关注\n来源：**墨卡**',
    en: 'Title: # **Urban renewal**, the next decade\nSubtitle: > the **warmth** of old towns\nAuthor: **Lin Zhiyuan**\nAuthor Position: _reporter_\nLead: > **Ask residents** first\nCore Concept: **Solid-state** cells use a `solid` electrolyte\nKey Points:\n1. **Capacity** 2 GWh\n2. ~~Cost~~ falls\nImportant Quotes:\n> **Ask residents first** — a secretary\nConclusion: **Worth** watching\nSource: **Inkcard**',
  },
};

test('[CARDS][MARKDOWN]: no template prints a Markdown mark, in Chinese or English', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(10 * 60_000);
  const failures: string[] = [];
  for (const entry of await renderEntries(page)) {
    const { id, kind, params } = entry;
    for (const lang of ['zh', 'en'] as const) {
      const issues = await draw(page, renderQuery(entry, lang, { text: MARKDOWN[kind]![lang] }));
      if (issues !== null) {
        failures.push(`${id}${params ? ` [${params}]` : ''} ${lang}: never rendered (${issues})`);
        continue;
      }
      for (const p of await page.evaluate(markdownShown))
        failures.push(`${id}${params ? ` [${params}]` : ''} ${lang}: ${p}`);
    }
  }
  expect(failures).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

// Issue 30: short text is the most common card and must be the best-looking one, yet a one-line
// note was a white 3:4 page with a small title in its corner and a headline alone a 750 × 177
// strip. The fewest fields each kind needs (a note's title, a headline, a quote or a wish of one
// short sentence, a name: fixtures/minimal-text.ts), in both languages, on every template and
// form, must be composed on the canvas: fitting is not enough, the words must take a share of it.

/**
 * How much of its canvas a minimal text must use. The box around the given words (every
 * character, wherever the template draws them) must cover at least `area` of the card (or of the
 * carousel page) and `height` of its height: large type, placed on the canvas, where before a
 * note's title covered 2 % of its page and 5 % of its height, and a short quote 10 % of its
 * height. A card as tall as its content must also be at least `ratio` of its width tall: a
 * composed card, not a strip (a headline alone was 177 / 750).
 */
const CANVAS_USE = { area: 0.06, height: 0.15, ratio: 0.5 } as const;

test('[CARDS][SHORT_TEXT]: a minimal text is composed on every canvas, in Chinese and English', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(10 * 60_000);
  const failures: string[] = [];
  const percent = (x: number): string => `${Math.round(x * 100)} %`;
  for (const entry of await renderEntries(page)) {
    const { id, kind, params } = entry;
    for (const lang of ['zh', 'en'] as const) {
      const { text, words } = MINIMAL_TEXT[kind]![lang];
      const where = `${id}${params ? ` [${params}]` : ''} ${lang}`;
      if ((await draw(page, renderQuery(entry, lang, { text }), true)) !== null) {
        failures.push(`${where}: never rendered`);
        continue;
      }
      const [card, ...more] = await page.evaluate(canvasUse, words);
      if (!card) {
        failures.push(`${where}: no card`);
        continue;
      }
      if (more.length > 0) failures.push(`${where}: a minimal text takes ${more.length + 1} pages`);
      if (card.fit === 'overflow') failures.push(`${where}: a minimal text overflows its canvas`);
      if (!card.box) {
        failures.push(`${where}: the card does not show "${words.join(' / ')}"`);
        continue;
      }
      const area = (card.box.width * card.box.height) / (card.width * card.height);
      const height = card.box.height / card.height;
      const size = `${Math.round(card.width)} × ${Math.round(card.height)}`;
      if (area < CANVAS_USE.area)
        failures.push(
          `${where}: its words cover ${percent(area)} of the ${size} card, under ${percent(CANVAS_USE.area)}`,
        );
      if (height < CANVAS_USE.height)
        failures.push(
          `${where}: its words take ${percent(height)} of the ${size} card's height, under ${percent(CANVAS_USE.height)}`,
        );
      if (card.canvas === 'auto' && card.height < CANVAS_USE.ratio * card.width)
        failures.push(`${where}: a ${size} strip, less than ${percent(CANVAS_USE.ratio)} of its width tall`);
    }
  }
  expect(failures).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

// Issue 30 (points 1 and 4): a short profile (a name and a line of bio, or a name and two skills)
// on a tall size preset was a small block in the middle of an empty canvas: its type stayed the
// template's size while only a name card grew. On 3:4 and 9:16, in both languages, on every
// profile template, the words it was given must now be drawn large: their own line boxes (each
// character's, summed, wherever the template puts them) must cover a share of
// the canvas (SHORT_PROFILE_INK), where before they covered 1.3 to 2.6 % of it. The card must
// still fit its canvas.
const SHORT_PROFILES: Record<'zh' | 'en', { text: string; words: string[] }[]> = {
  zh: [
    { text: '姓名：林晓雨\n个人简介：喜欢画画和咖啡的设计师', words: ['林晓雨', '喜欢画画和咖啡的设计师'] },
    { text: '姓名：林晓雨\n技能：插画，品牌设计', words: ['林晓雨', '插画', '品牌设计'] },
  ],
  en: [
    {
      text: 'Name: Alex Chen\nBio: A designer who loves coffee.',
      words: ['Alex Chen', 'A designer who loves coffee.'],
    },
    { text: 'Name: Alex Chen\nSkills: Illustration, Branding', words: ['Alex Chen', 'Illustration', 'Branding'] },
  ],
};
const PROFILE_TEMPLATES = ['default', 'tech', 'creative', 'blueWhite', 'coderCard'].map((t) => `profile/${t}`);
/**
 * The share of a tall preset's canvas a short profile's words must cover (their summed line
 * boxes): 4 %, where they covered 1.3 to 2.6 % before they grew. The coder card prints them as a
 * few strings in a page of code (its keywords and punctuation are not the creator's words), and
 * may grow only as far as its widest line of code keeps one line: 1.3 %.
 */
const SHORT_PROFILE_INK: Record<string, number> = { 'profile/coderCard': 0.013 };
const SHORT_PROFILE_INK_DEFAULT = 0.04;

test('[CARDS][SHORT_PROFILE]: a short profile on a tall size preset is drawn large, in Chinese and English', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(10 * 60_000);
  const failures: string[] = [];
  const shares: string[] = [];
  await page.goto('/render');
  for (const id of PROFILE_TEMPLATES)
    for (const canvas of ['3:4', '9:16'])
      for (const lang of ['zh', 'en'] as const)
        for (const { text, words } of SHORT_PROFILES[lang]) {
          const query = new URLSearchParams({ template: id, lang, text, style: JSON.stringify({ canvas }) }).toString();
          const where = `${id} ${canvas} ${lang} "${words.join(' / ')}"`;
          if ((await draw(page, query, true)) !== null) {
            failures.push(`${where}: never rendered`);
            continue;
          }
          const [card] = await page.evaluate(canvasUse, words);
          if (!card?.box) {
            failures.push(`${where}: the card does not show its words`);
            continue;
          }
          if (card.canvas !== canvas) failures.push(`${where}: drawn on ${card.canvas}`);
          if (card.fit !== 'fits') failures.push(`${where}: a short profile does not fit (${card.fit})`);
          const share = card.ink / (card.width * card.height);
          shares.push(`${where} ${(share * 100).toFixed(1)} %`);
          const least = SHORT_PROFILE_INK[id] ?? SHORT_PROFILE_INK_DEFAULT;
          if (share < least)
            failures.push(
              `${where}: its words cover ${(share * 100).toFixed(1)} % of the ${Math.round(card.width)} × ${Math.round(card.height)} canvas, under ${least * 100} %`,
            );
        }
  console.log(shares.join('\n'));
  expect(failures).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
