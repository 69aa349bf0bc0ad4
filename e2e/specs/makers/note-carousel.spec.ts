import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { PNG } from 'pngjs';
import { cardFontsReady, choose, expect, presetUi, test } from '../../fixtures/app';
import { loginViaUi, registerViaApi } from '../auth/auth-helpers';

// The note maker's carousel, in Chromium: a 3,000-character note becomes pages that are measured,
// split and exported for real (the measuring layer has no other test), and the cover upload
// refuses what spec §5 refuses.

const PARAGRAPH =
  '复习最重要的不是时间有多长，而是每一次都主动回忆。合上书，把刚学的内容写下来，写不出来的地方就是下一轮要看的重点。' +
  '坚持一个月以后，你会发现自己记住的东西比以前多得多，而且考试时也不再慌张。';

/** A study note of about 3,000 characters: headings, paragraphs, a numbered list, a tip. */
function studyNote(): { text: string; pieces: string[] } {
  const pieces: string[] = [];
  const body: string[] = [];
  for (let chapter = 1; chapter <= 13; chapter++) {
    const heading = `第${chapter}章：方法与心得`;
    pieces.push(heading);
    body.push(`## ${heading}`);
    for (let p = 0; p < 2; p++) {
      const text = `${chapter}.${p + 1} ${PARAGRAPH}`;
      pieces.push(text);
      body.push(text, '');
    }
    const items = ['先通读一遍', '再做题', '最后复盘错题'].map((s) => `${s}（第${chapter}轮）`);
    items.forEach((item, i) => body.push(`${i + 1}. ${item}`));
    pieces.push(...items);
    body.push('');
  }
  pieces.push('小贴士', '每天睡前花五分钟回顾当天的内容。');
  const text = `标题：三千字学习笔记\n\n正文：${body.join('\n')}\n\n小贴士：每天睡前花五分钟回顾当天的内容。\n\n标签：学习 笔记`;
  return { text, pieces };
}

const squash = (s: string): string => s.replace(/\s/g, '');

/** A solid-colour PNG, to find the cover in the exported page. */
function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) png.data.set([...rgb, 255], i * 4);
  return PNG.sync.write(png);
}

async function generate(page: Page, text: string): Promise<void> {
  await page.getByLabel('卡片文本').fill(text);
  await page.getByRole('button', { name: '生成笔记' }).click();
  await expect(page.locator('[data-card^="xiaohongshu/"]')).toBeVisible();
  await cardFontsReady(page);
}

test.use({ viewport: { width: 1280, height: 1000 }, deviceScaleFactor: 1 });

test('[NOTE][CAROUSEL]: a 3,000-character note splits into whole 3:4 pages, exported as a ZIP of 1080 × 1440 PNGs', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await presetUi(page, { language: 'zh', dark: false });
  await loginViaUi(page, await registerViaApi(request));
  await page.goto('/xiaohongshu');
  const note = studyNote();
  expect(squash(note.pieces.join('')).length).toBeGreaterThanOrEqual(3_000);
  await generate(page, note.text);
  await page.locator('input[type=file]').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: solidPng(600, 400, [18, 164, 180]),
  });
  const pages = page.locator('[data-carousel-page]');
  await expect(pages.first().locator('img')).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  await expect(page.getByTestId('carousel-page-count')).toHaveText(/共 \d+ 页/);
  const count = await pages.count();
  expect(count).toBeGreaterThanOrEqual(3);

  const layout = await pages.evaluateAll((els) =>
    els.map((el) => {
      const body = el.querySelector<HTMLElement>('[data-carousel-body]');
      const blocks = Array.from(body?.querySelectorAll<HTMLElement>(':scope > [data-block]') ?? []);
      const lineCount = (b: HTMLElement): number => {
        const span = b.querySelector('[data-text]');
        if (!span) return 0;
        const range = document.createRange();
        range.selectNodeContents(span);
        return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
      };
      return {
        size: [(el as HTMLElement).offsetWidth, (el as HTMLElement).offsetHeight],
        kind: el.getAttribute('data-page-kind'),
        overflows: el.hasAttribute('data-overflows') || (body ? body.scrollHeight > body.clientHeight + 1 : false),
        number:
          el.textContent
            ?.match(/(\d+)\/(\d+)\s*$/)
            ?.slice(1)
            .map(Number) ?? null,
        last: blocks.at(-1)?.dataset.block ?? null,
        first: blocks[0] ? { index: blocks[0].dataset.blockIndex, lines: lineCount(blocks[0]) } : null,
        end: blocks.at(-1) ? { index: blocks.at(-1)!.dataset.blockIndex, lines: lineCount(blocks.at(-1)!) } : null,
        texts: Array.from(body?.querySelectorAll('[data-text]') ?? [], (t) => t.textContent ?? ''),
      };
    }),
  );
  expect(layout[0]!.kind).toBe('cover');
  layout.forEach((p, i) => {
    expect(p.size, `page ${i + 1}`).toEqual([540, 720]);
    expect(p.overflows, `page ${i + 1} overflows`).toBe(false);
    expect(p.number, `page ${i + 1} number`).toEqual([i + 1, count]);
    // A heading never ends a page.
    if (i < count - 1) expect(p.last, `page ${i + 1} ends with`).not.toBe('heading');
  });
  // A paragraph split across pages keeps at least two lines at the bottom and at the top.
  for (let i = 1; i < count - 1; i++) {
    const [end, next] = [layout[i]!.end, layout[i + 1]!.first];
    if (end && next && end.index === next.index) {
      expect(end.lines, `page ${i + 1} bottom`).toBeGreaterThanOrEqual(2);
      expect(next.lines, `page ${i + 2} top`).toBeGreaterThanOrEqual(2);
    }
  }
  // No text is missing, none repeats: the pages' texts joined are the note's text, with no
  // invisible joiners in it (line ends are kept together by the card layer's runs).
  expect(squash(layout.flatMap((p) => p.texts).join(''))).toBe(squash(note.pieces.join('')));
  expect(layout.flatMap((p) => p.texts).join('')).not.toMatch(/[\u2060\u200b\u00a0]/);

  const record = page.waitForRequest((r) => r.url().endsWith('/api/card-downloads/record'));
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载全部（ZIP）' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('小红书卡片_三千字学习笔记.zip');
  expect((await record).postDataJSON()).toMatchObject({ cardType: 'xiaohongshu', template: 'xiaohongshu/classic' });
  const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  const names = Object.keys(files).sort();
  expect(names).toEqual(Array.from({ length: count }, (_, i) => `${String(i + 1).padStart(2, '0')}.png`));
  for (const name of names) {
    const png = PNG.sync.read(Buffer.from(files[name]!));
    expect([png.width, png.height], name).toEqual([1080, 1440]);
  }
  // The cover image fills the top of page 1.
  const cover = PNG.sync.read(Buffer.from(files['01.png']!));
  const at = (cover.width * 300 + 540) * 4;
  const [r, g, b] = [cover.data[at]!, cover.data[at + 1]!, cover.data[at + 2]!];
  expect(Math.max(Math.abs(r - 18), Math.abs(g - 164), Math.abs(b - 180))).toBeLessThan(12);

  // One page alone, numbered in its file name.
  const one = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载第 2 页' }).click();
  const single = await one;
  expect(single.suggestedFilename()).toBe('小红书卡片_三千字学习笔记_02.png');
  const second = PNG.sync.read(fs.readFileSync(await single.path()));
  expect([second.width, second.height]).toEqual([1080, 1440]);
  expect(consoleErrors).toEqual([]);
});

test('[NOTE][CAROUSEL]: a one-line note is one page with no page number', async ({ page, consoleErrors }) => {
  await presetUi(page, { language: 'en', dark: true });
  await page.goto('/xiaohongshu');
  await page.getByLabel('Card text').fill('Title: Quick note\n\nBody: Just one short line.\n\nTags: hello');
  await page.getByRole('button', { name: 'Generate note' }).click();
  const pages = page.locator('[data-carousel-page]');
  await expect(pages).toHaveCount(1);
  await expect(pages.first()).toHaveAttribute('data-page-kind', 'single');
  await expect(pages.first()).toContainText('Just one short line.');
  await expect(pages.first()).not.toContainText('1/1');
  await expect(page.getByTestId('carousel-page-count')).toHaveText('Pages: 1');
  // "---" starts a new page even for a short note: a cover and two content pages.
  await page.getByLabel('Card text').fill('Title: Two parts\n\nBody: First part.\n---\nSecond part.');
  await expect(pages).toHaveCount(3);
  await expect(pages.nth(1)).toContainText('First part.');
  await expect(pages.nth(2)).toContainText('Second part.');
  await expect(pages.nth(2)).toContainText('3/3');
  expect(consoleErrors).toEqual([]);
});

test('[NOTE][UPLOAD]: a blank note, a non-image and an image over 5 MB are refused with the spec messages', async ({
  page,
}) => {
  await presetUi(page, { language: 'zh', dark: false });
  await page.goto('/xiaohongshu');
  await page.getByLabel('卡片文本').fill('');
  await page.getByRole('button', { name: '生成笔记' }).click();
  await expect(page.getByRole('alert')).toContainText('请输入笔记内容');
  await expect(page.locator('[data-card]')).toHaveCount(0);

  const input = page.locator('input[type=file]');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert')).toContainText('请选择图片文件');
  await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(5_242_881, 1) });
  await expect(page.getByRole('alert')).toContainText('图片大小不能超过5MB');
  expect(await page.evaluate(() => localStorage.getItem('cardDraft.xiaohongshu.image'))).toBeNull();
  await expect(page.getByRole('img', { name: '封面图片预览' })).toHaveCount(0);

  // A real image is kept in this browser only, and comes back on the next visit.
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && !r.url().includes('/api/visits/')) uploads.push(r.url());
  });
  await input.setInputFiles({ name: 'ok.png', mimeType: 'image/png', buffer: solidPng(200, 150, [200, 40, 60]) });
  await expect(page.getByRole('img', { name: '封面图片预览' })).toBeVisible();
  // The cover is part of the card: its draft keeps it (issue 25).
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('cardDraft.xiaohongshu.image')))
    .toMatch(/^data:image\/jpeg;base64,/);
  await page.reload();
  await expect(page.getByRole('img', { name: '封面图片预览' })).toBeVisible();
  expect(uploads).toEqual([]);
});

test('[NOTE][THEMES]: a theme keeps the text, and a page that cannot fit says so on screen', async ({
  page,
  consoleErrors,
}) => {
  await presetUi(page, { language: 'zh', dark: false });
  await page.goto('/xiaohongshu');
  await generate(page, '标题：周末去哪儿\n\n正文：城市公园的银杏黄了。');
  await choose(page.getByRole('radio', { name: /手账笔记/ }));
  await expect(page.locator('[data-card="xiaohongshu/notebook"]')).toContainText('城市公园的银杏');
  await expect(page.getByLabel('卡片文本')).toHaveValue(/周末去哪儿/);
  await expect(page.getByRole('alert')).toHaveCount(0);

  // A title far too long for any page: the page is shown whole and the maker names it.
  await generate(page, `标题：${'很长的标题'.repeat(120)}\n\n正文：一句话。`);
  await expect(page.getByRole('alert')).toContainText('第 1 页内容放不下');
  await expect(page.locator('[data-carousel-page][data-overflows]')).not.toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
