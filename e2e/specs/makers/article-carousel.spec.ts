import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { PNG } from 'pngjs';
import { cardFontsReady, choose, expect, presetUi, test } from '../../fixtures/app';
import { loginViaUi, registerViaApi } from '../auth/auth-helpers';

// The article maker's "3:4 pages" form (issue 13 item 4, issue 12): a long article becomes a
// carousel in the chosen template's look, measured, split and exported for real.

const LONG = {
  zh: fs.readFileSync(new URL('../../fixtures/articles/long-zh.txt', import.meta.url), 'utf8'),
  en: fs.readFileSync(new URL('../../fixtures/articles/long-en.txt', import.meta.url), 'utf8'),
};
const UPDATE = { zh: '更新卡片', en: 'Update card' } as const;
const PAGES = { zh: '3:4 分页', en: '3:4 pages' } as const;
const LONG_CARD = { zh: '长图', en: 'Long card' } as const;

/** What the pages must show: every key point, every section title (without its number) and the conclusion. */
function mustShow(text: string): string[] {
  const lines = text.split('\n');
  const keyPoints = lines.flatMap((l) => /^\d+\.\s*(.+)$/.exec(l)?.slice(1) ?? []);
  const sections = lines.flatMap(
    (l) => /^(?:章节|Section)[:：]\s*(?:[一二三四五六七八九十]+、|\d+\.\s*)?(.+)$/.exec(l)?.slice(1) ?? [],
  );
  const conclusion = lines.flatMap((l) => /^(?:结论|Conclusion)[:：]\s*(.+)$/.exec(l)?.slice(1) ?? []);
  expect(keyPoints.length).toBeGreaterThanOrEqual(6);
  expect(sections.length).toBeGreaterThanOrEqual(3);
  expect(conclusion).toHaveLength(1);
  return [...keyPoints, ...sections, ...conclusion];
}

const squash = (s: string): string => s.replace(/\s/g, '');

async function update(page: Page, text: string, lang: 'zh' | 'en'): Promise<void> {
  await page.getByLabel(lang === 'zh' ? '卡片文本' : 'Card text').fill(text);
  await page.getByRole('button', { name: UPDATE[lang] }).click();
  await cardFontsReady(page);
}

/** Each page's size, kind, overflow, "n/N", last block and text. */
async function readPages(pages: Locator) {
  return pages.evaluateAll((els) =>
    els.map((el) => {
      const page = el as HTMLElement;
      const blocks = Array.from(page.querySelectorAll<HTMLElement>('[data-carousel-body] > [data-block]'));
      return {
        size: [page.offsetWidth, page.offsetHeight],
        kind: page.getAttribute('data-page-kind'),
        overflows: page.hasAttribute('data-overflows') || page.getAttribute('data-fit') === 'overflow',
        number:
          page.textContent
            ?.match(/(\d+)\/(\d+)\s*$/)
            ?.slice(1)
            .map(Number) ?? null,
        last: blocks.at(-1)?.dataset.block ?? null,
        text: page.textContent ?? '',
      };
    }),
  );
}

test.use({ viewport: { width: 1280, height: 1000 }, deviceScaleFactor: 1 });

test('[ARTICLE][PAGES]: a long article as 3:4 pages: whole pages, nothing missing, a ZIP of 1080 × 1440 PNGs', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await presetUi(page, { language: 'zh', dark: false });
  await loginViaUi(page, await registerViaApi(request));
  await page.goto('/article-card');
  await page.getByRole('radio', { name: PAGES.zh }).click();
  await expect(page.getByRole('radio', { name: PAGES.zh })).toBeChecked();
  await update(page, LONG.zh, 'zh');

  const pages = page.locator('[data-card="article/hotNews"] > [data-carousel-page]');
  await expect(page.getByTestId('carousel-page-count')).toHaveText(/共 \d+ 页/);
  const count = await pages.count();
  expect(count).toBeGreaterThanOrEqual(3);
  const layout = await readPages(pages);
  expect(layout[0]!.kind).toBe('cover');
  layout.forEach((p, i) => {
    expect(p.size, `page ${i + 1}`).toEqual([540, 720]);
    expect(p.overflows, `page ${i + 1} overflows`).toBe(false);
    expect(p.number, `page ${i + 1} number`).toEqual([i + 1, count]);
    if (i > 0 && i < count - 1) expect(p.last, `page ${i + 1} ends with`).not.toBe('heading');
  });
  // Key points keep one numbering across pages: 01 … 06, each once.
  const markers = await pages.locator('[data-role="keyPoint"] [aria-hidden]').allTextContents();
  expect(markers.filter(Boolean)).toEqual(['01', '02', '03', '04', '05', '06']);
  const shown = squash(layout.map((p) => p.text).join(''));
  for (const piece of mustShow(LONG.zh)) expect(shown, piece).toContain(squash(piece));

  const record = page.waitForRequest((r) => r.url().endsWith('/api/card-downloads/record'));
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载全部（ZIP）' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^文章卡片_.+\.zip$/);
  expect((await record).postDataJSON()).toMatchObject({ cardType: 'article', template: 'article/hotNews' });
  const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  const names = Object.keys(files).sort();
  expect(names).toEqual(Array.from({ length: count }, (_, i) => `${String(i + 1).padStart(2, '0')}.png`));
  for (const name of names) {
    const png = PNG.sync.read(Buffer.from(files[name]!));
    expect([png.width, png.height], name).toEqual([1080, 1440]);
  }
  expect(consoleErrors).toEqual([]);
});

test('[ARTICLE][PAGES]: a short article is one page; the choice survives a template change and a visit', async ({
  page,
  consoleErrors,
}) => {
  await presetUi(page, { language: 'en', dark: true });
  await page.goto('/article-card');
  // The long card is the default; a template without a choice made shows no pages.
  await expect(page.getByRole('radio', { name: LONG_CARD.en })).toBeChecked();
  await page.getByRole('radio', { name: PAGES.en }).click();
  await update(page, 'Title: A one-line summary', 'en');
  const pages = page.locator('[data-carousel-page]');
  await expect(pages).toHaveCount(1);
  await expect(pages.first()).toHaveAttribute('data-page-kind', 'single');
  await expect(pages.first()).toContainText('A one-line summary');
  await expect(pages.first()).not.toContainText('1/1');
  await expect(page.getByTestId('carousel-page-count')).toHaveText('Pages: 1');
  await expect(page.getByRole('button', { name: 'Download all (ZIP)' })).toHaveCount(0);

  // A template change keeps the text (issue 25) and the pages.
  await choose(page.getByRole('radio', { name: /Classic/ }));
  const classic = page.locator('[data-card="article/mediaWriting"]');
  await expect(classic).toHaveAttribute('data-carousel', 'true');
  await expect(page.getByRole('radio', { name: PAGES.en })).toBeChecked();
  await expect(classic.locator('> [data-carousel-page]')).toHaveCount(1);
  await expect(classic.locator('> [data-carousel-page]').first()).toContainText('A one-line summary');

  // A long English article: at least three pages, every key point, section and the conclusion.
  await update(page, LONG.en, 'en');
  await expect(page.getByTestId('carousel-page-count')).toHaveText(/Pages: \d+/);
  const layout = await readPages(classic.locator('> [data-carousel-page]'));
  expect(layout.length).toBeGreaterThanOrEqual(3);
  expect(layout.every((p) => !p.overflows && p.size[0] === 540 && p.size[1] === 720)).toBe(true);
  const shown = squash(layout.map((p) => p.text).join(''));
  for (const piece of mustShow(LONG.en)) expect(shown, piece).toContain(squash(piece));

  // The choice is remembered on the next visit; the long card is one click away.
  await page.reload();
  await expect(page.getByRole('radio', { name: PAGES.en })).toBeChecked();
  await page.getByRole('radio', { name: LONG_CARD.en }).click();
  await page.getByRole('button', { name: UPDATE.en }).click();
  // The address names the template chosen before the reload.
  const card = page.locator('[data-card="article/mediaWriting"]');
  await expect(card).toHaveAttribute('data-canvas', 'auto');
  await expect(page.locator('[data-carousel-page]')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

/** Short articles that fit one page, each with what its template's cover would show. */
const ONE_PAGE = [
  {
    template: 'interview',
    lang: 'zh',
    text: '标题：对话周默\n引言：“我不是在做一款游戏，而是在和五年前的自己对话。”——周默\n结论：做小，做完。',
    shows: ['我不是在做一款游戏，而是在和五年前的自己对话。', '做小，做完。'],
  },
  {
    template: 'interview',
    lang: 'en',
    text: 'Title: A talk with Mo Zhou\nLead: "I am not making a game; I am talking to who I was five years ago." — Mo Zhou\nConclusion: Keep it small, finish it.',
    shows: ['I am not making a game; I am talking to who I was five years ago.', 'Keep it small, finish it.'],
  },
  {
    template: 'dataReport',
    lang: 'zh',
    text: '标题：一季度报告\n关键要点：\n1. 销量 307 万辆\n2. 渗透率 42%\n结论：全年有望突破 1,400 万辆。',
    shows: ['销量 307 万辆', '渗透率 42%', '全年有望突破 1,400 万辆。'],
  },
  {
    template: 'dataReport',
    lang: 'en',
    text: 'Title: First quarter report\nKey points:\n1. 3.07 million cars sold\n2. 42% of new cars are electric\nConclusion: The year may pass 14 million.',
    shows: ['3.07 million cars sold', '42% of new cars are electric', 'The year may pass 14 million.'],
  },
] as const;

for (const { template, lang, text, shows } of ONE_PAGE) {
  test(`[ARTICLE][ONE_PAGE]: a short ${template} on one page keeps what its cover shows and is composed on the canvas (${lang})`, async ({
    page,
  }) => {
    await page.goto(`/render?template=article/${template}&lang=${lang}&paged=1&text=${encodeURIComponent(text)}`);
    await expect(page.locator('[data-render-root]')).toHaveAttribute('data-render-ready', 'true');
    const pages = page.locator('[data-carousel-page]');
    await expect(pages).toHaveCount(1);
    const one = pages.first();
    await expect(one).toHaveAttribute('data-page-kind', 'single');
    await expect(one).not.toHaveAttribute('data-fit', 'overflow');
    // The pages leave out what a cover shows (the spoken line, the key figures); a one-page
    // article has no cover, so its page draws them, once.
    const shown = squash((await one.textContent()) ?? '');
    for (const piece of shows) {
      expect(shown.split(squash(piece)).length - 1, piece).toBe(1);
    }
    // Under the kicker row, the headline and what follows stand in the middle of the room left:
    // as much free space above the headline as below the last block (within 2 px).
    const room = await one.evaluate((el) => {
      const box = (n: Element): DOMRect => n.getBoundingClientRect();
      const pageEl = el.firstElementChild!;
      const header = pageEl.firstElementChild!;
      const title = pageEl.querySelector('h1')!;
      const body = pageEl.querySelector('[data-carousel-body]')!;
      const padBottom = parseFloat(getComputedStyle(pageEl).paddingBottom);
      return {
        above: box(title).top - box(header).bottom,
        below: box(pageEl).bottom - padBottom - box(body).bottom,
        titlePx: parseFloat(getComputedStyle(title).fontSize),
      };
    });
    expect(room.above, JSON.stringify(room)).toBeGreaterThan(100);
    // (22 px: the kicker row's own margin below it, article-pages.module.css .singleTop)
    expect(Math.abs(room.above - 22 - room.below), JSON.stringify(room)).toBeLessThanOrEqual(2);
    // A cover's headline, not a running head's (it was 0.68 of it, 31 px for these titles).
    expect(room.titlePx, JSON.stringify(room)).toBeGreaterThanOrEqual(40);
  });
}
