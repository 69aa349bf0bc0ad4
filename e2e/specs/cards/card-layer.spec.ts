import { expect, test } from '../../fixtures/app';
import { inspectCards, phraseSplits } from '../../fixtures/card-layer';

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

test('[CARDS][FIT]: every template fits its canvas, keeps text off decorations and breaks lines well', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(20 * 60_000);
  const started = Date.now();
  await page.goto('/render');
  const index = page.locator('[data-render-index]');
  await expect(index.locator('[data-template]').first()).toBeVisible();
  const entries = await index
    .locator('[data-template]')
    .evaluateAll((items) =>
      items.map((li) => ({ id: li.getAttribute('data-template')!, params: li.getAttribute('data-params') ?? '' })),
    );
  const lengths = ((await index.getAttribute('data-sample-lengths')) ?? '').split(' ').filter(Boolean);
  expect(entries.length).toBeGreaterThan(0);
  expect(lengths).toHaveLength(5);

  const failures: string[] = [];
  for (const { id, params } of entries) {
    for (const lang of ['zh', 'en'] as const) {
      for (const length of lengths) {
        const where = `${id}${params ? ` [${params}]` : ''} ${lang} ${length}`;
        const query = new URLSearchParams({
          template: id,
          lang,
          sample: length,
          today: '2025-05-01',
          ...Object.fromEntries(new URLSearchParams(params)),
        }).toString();
        // In-app navigation (the router follows popstate): no reload, so ~250 cards stay cheap.
        await page.evaluate((url) => {
          history.pushState(null, '', url);
          dispatchEvent(new PopStateEvent('popstate'));
        }, `/render?${query}`);
        const root = `[data-render-root][data-render-query="${query}"][data-render-ready="true"]`;
        // A card's root carries the fit; a carousel's pages each carry their own.
        const ready = page
          .locator(`${root} [data-card][data-fit], ${root} [data-card] > [data-carousel-page][data-fit]`)
          .first();
        if (
          !(await ready.waitFor({ timeout: 15_000 }).then(
            () => true,
            () => false,
          ))
        ) {
          failures.push(
            `${where}: the card never rendered with a fit (${
              (await page
                .locator('[data-render-issues]')
                .textContent()
                .catch(() => '')) ?? ''
            })`,
          );
          continue;
        }
        // Two frames: the fit re-measures when the card's last font chunk arrives.
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
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
  await page.goto('/render');
  const items = page.locator('[data-render-index] [data-template][data-form="card"]');
  await expect(items.first()).toBeVisible();
  const entries = await items.evaluateAll((items) =>
    items.map((li) => ({ id: li.dataset.template!, kind: li.dataset.kind! })),
  );
  expect(entries.length).toBeGreaterThan(20);
  const failures: string[] = [];
  for (const { id, kind } of entries) {
    const texts = [
      ...SENTENCES.map((s) => ({ lang: 'zh', text: DISPLAY_TEXTS[kind]!(s) })),
      { lang: 'en', text: ENGLISH[kind]! },
    ];
    for (const { lang, text } of texts) {
      const query = new URLSearchParams({ template: id, lang, text, today: '2025-05-01' }).toString();
      await page.evaluate((url) => {
        history.pushState(null, '', url);
        dispatchEvent(new PopStateEvent('popstate'));
      }, `/render?${query}`);
      const root = `[data-render-root][data-render-query="${query}"][data-render-ready="true"]`;
      if (
        !(await page
          .locator(`${root} [data-card]`)
          .first()
          .waitFor({ timeout: 15_000 })
          .then(
            () => true,
            () => false,
          ))
      ) {
        failures.push(`${id} ${lang}: never rendered (${text.slice(0, 20)})`);
        continue;
      }
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const phrases = lang === 'zh' ? PHRASES : ['neighbourhood', 'Neighbourhood'];
      for (const p of await page.evaluate(phraseSplits, phrases))
        failures.push(`${id} ${lang}: ${p} (${text.slice(0, 24)})`);
    }
  }
  expect(failures).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
