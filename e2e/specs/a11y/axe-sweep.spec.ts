import AxeBuilder from '@axe-core/playwright';
import type { CDPSession, Page } from '@playwright/test';
import { choose, expect, presetUi, test } from '../../fixtures/app';
import { E2E_ADMIN } from '../../fixtures/env';
import { CAPTCHA_ANSWER, loginViaUi, registerViaApi } from '../auth/auth-helpers';
import { LEGAL_ROUTES, MAIN_ROUTES, MAKER_ROUTES } from '../../fixtures/routes';

// Every route in zh and en, light and dark, checked by axe-core with all its rules (colour contrast
// included): no serious or critical violation. The states a visitor meets are opened too: the
// update notice, the tools menu, the mobile menu, a maker's login banner and alt text, the admin
// drawer and the role dialog. One page is reused per language and theme; each test prints how
// long its axe runs took.

const PUBLIC_ROUTES = [...MAIN_ROUTES, '/forgot-password', ...LEGAL_ROUTES, '/no-such-page', '/admin/v2/login'];
const ADMIN_ROUTES = ['dashboard', 'users', 'stats', 'cards', 'permissions', 'settings'];
const FORM_ROLES = new Set([
  'textbox',
  'searchbox',
  'combobox',
  'listbox',
  'checkbox',
  'radio',
  'switch',
  'slider',
  'spinbutton',
]);

interface Sweep {
  page: Page;
  lang: 'zh' | 'en';
  failures: string[];
  axeMs: number;
  runs: number;
}

/** Runs axe on the page as it is now; serious and critical violations are collected, not thrown. */
async function audit(sweep: Sweep, state: string): Promise<void> {
  await settleTransitions(sweep.page);
  const started = Date.now();
  const result = await new AxeBuilder({ page: sweep.page }).analyze();
  sweep.axeMs += Date.now() - started;
  sweep.runs += 1;
  for (const v of result.violations) {
    if (v.impact !== 'serious' && v.impact !== 'critical') continue;
    const where = v.nodes
      .slice(0, 3)
      .map((n) => `${n.target.join(' ')}: ${(n.failureSummary ?? '').split('\n')[1]?.trim() ?? ''}`);
    sweep.failures.push(`${state} · ${v.id} (${v.impact}, ${v.nodes.length}×)\n    ${where.join('\n    ')}`);
  }
}

/**
 * Waits for the page's finite CSS transitions and animations to end, so axe reads colours as they
 * rest (a button that has just become enabled fades its background in over 150 ms). Endless ones,
 * like spinners, are left running.
 */
async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** Opens a path and waits for its heading, so lazy pages and their catalogs are in. */
async function open(sweep: Sweep, path: string): Promise<void> {
  await sweep.page.goto(path);
  await expect(sweep.page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(sweep.page.locator('html')).toHaveAttribute('lang', sweep.lang === 'zh' ? 'zh-CN' : 'en');
}

/**
 * Brings every lazy sample's frame into view in turn, so each one mounts its card. Groups of
 * samples mount as their spot nears the viewport, replacing placeholders and adding frames, so the
 * frames are counted again at each step and reached by index, never held.
 */
async function scrollThrough(page: Page): Promise<void> {
  const frames = page.locator('[data-sample-frame]');
  for (let i = 0; i < (await frames.count()); i++) {
    await page.evaluate(
      (n) => document.querySelectorAll('[data-sample-frame]')[n]?.scrollIntoView({ block: 'center' }),
      i,
    );
    await expect(frames.nth(i).locator('[data-sample]')).toBeAttached();
  }
}

/** Every form control's accessible name, from Chromium's own accessibility tree. */
async function controlNames(cdp: CDPSession): Promise<string[]> {
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[];
  };
  return nodes.filter((n) => !n.ignored && FORM_ROLES.has(n.role?.value ?? '')).map((n) => n.name?.value ?? '');
}

/** Names that are empty or name more than one control. */
function badNames(names: string[]): string[] {
  const seen = new Map<string, number>();
  for (const name of names) seen.set(name, (seen.get(name) ?? 0) + 1);
  return [...seen]
    .filter(([name, count]) => name.trim() === '' || count > 1)
    .map(([name, count]) => `“${name}” ×${count}`);
}

// This sweep opens the update notice itself, on its first page.
test.use({ noticeSeen: false });

for (const lang of ['zh', 'en'] as const) {
  for (const dark of [false, true]) {
    const theme = dark ? 'dark' : 'light';
    test(`[A11Y][AXE]: every route and state has no serious violation (${lang}, ${theme})`, async ({
      page,
      request,
    }) => {
      // Every route, state and template, on a machine other test runs share.
      test.setTimeout(600_000);
      await presetUi(page, { language: lang, dark });
      const sweep: Sweep = { page, lang, failures: [], axeMs: 0, runs: 0 };

      // The update notice, as a first visit sees it; closing it stores its version.
      await open(sweep, '/');
      await expect(page.getByRole('dialog')).toBeVisible();
      await audit(sweep, '/ update notice');
      await page.getByRole('dialog').getByRole('button').last().click();
      await expect(page.getByRole('dialog')).toBeHidden();

      for (const path of PUBLIC_ROUTES) {
        await open(sweep, path);
        if (path === '/gallery' || path === '/about') {
          // Lazy samples mount near the viewport: scroll past every one before checking.
          await scrollThrough(page);
          await expect(page.locator('[data-sample]')).toHaveCount(await page.locator('[data-sample-frame]').count());
        }
        await audit(sweep, path);
      }

      // The tools menu, and the mobile menu on a phone.
      await open(sweep, '/');
      await page.getByRole('button', { name: lang === 'zh' ? '工具' : 'Tools', exact: true }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await audit(sweep, '/ tools menu');
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 375, height: 812 });
      await page.getByRole('button', { name: lang === 'zh' ? '打开菜单' : 'Open menu' }).click();
      await audit(sweep, '/ mobile menu (375 px)');
      await page.setViewportSize({ width: 1280, height: 720 });

      // A maker's login banner and its alt text, opened.
      await open(sweep, '/quote');
      // The style panel's controls first: arriving, they lengthen the page and move the pinned
      // preview's export bar, and a click aimed before that landed beside the button (CI, zh dark).
      await expect(page.getByRole('slider').first()).toBeVisible();
      await page.getByRole('button', { name: lang === 'zh' ? '下载图片' : 'Download PNG' }).click();
      await expect(page.getByRole('link', { name: lang === 'zh' ? '去登录' : 'Go to login' })).toBeVisible();
      await page.locator('summary', { hasText: lang === 'zh' ? '替代文字' : 'Alt text' }).click();
      await audit(sweep, '/quote login banner and alt text');

      // Every template of every maker: each form control has one name of its own.
      if (!dark) {
        const cdp = await page.context().newCDPSession(page);
        for (const path of MAKER_ROUTES) {
          await open(sweep, path);
          const templates = page.locator('input[type="radio"][value*="/"]');
          const count = Math.max(1, await templates.count());
          for (let i = 0; i < count; i++) {
            if ((await templates.count()) > 0) await choose(templates.nth(i));
            const bad = badNames(await controlNames(cdp));
            if (bad.length > 0) sweep.failures.push(`${path} template ${i + 1}: form controls ${bad.join(', ')}`);
          }
        }
        await cdp.detach();
      }

      // Account settings, signed in.
      const account = await registerViaApi(request);
      await presetUi(page, { language: 'zh' });
      await loginViaUi(page, account);
      await presetUi(page, { language: lang, dark });
      await open(sweep, '/settings');
      await audit(sweep, '/settings');

      // A saved card (issue 25): the maker's save bar, My cards, the share dialog and the share page.
      await open(sweep, '/quote');
      await page.getByRole('button', { name: lang === 'zh' ? '保存' : 'Save', exact: true }).click();
      await expect(page).toHaveURL(/[?&]card=\d+/);
      await audit(sweep, '/quote saved card');
      await open(sweep, '/my-cards');
      await expect(page.locator('[data-card-id]').first()).toBeVisible();
      await audit(sweep, '/my-cards');
      await page
        .getByRole('button', { name: lang === 'zh' ? '分享链接' : 'Share link' })
        .first()
        .click();
      await page.getByRole('dialog').getByRole('switch').click();
      const link = page.getByRole('dialog').getByRole('textbox');
      await expect(link).toHaveValue(/\/c\//);
      await audit(sweep, '/my-cards share dialog');
      await open(sweep, new URL(await link.inputValue()).pathname);
      await expect(page.locator('[data-card-view] [data-card]')).toBeVisible();
      await audit(sweep, '/c/:shareId');

      // The admin console: every page, the role dialog and the phone drawer.
      await page.goto('/admin/v2/login');
      await page.getByLabel(lang === 'zh' ? '用户名或邮箱' : 'Username or email').fill(E2E_ADMIN.email);
      await page.getByLabel(lang === 'zh' ? '密码' : 'Password', { exact: true }).fill(E2E_ADMIN.password);
      await expect(page.getByTestId('captcha-image')).toBeVisible();
      await page.getByLabel(lang === 'zh' ? '图形验证码' : 'Captcha', { exact: true }).fill(CAPTCHA_ANSWER);
      await page.getByRole('button', { name: lang === 'zh' ? '登录' : 'Sign in' }).click();
      await expect(page).toHaveURL(/\/admin\/v2\/dashboard$/);
      for (const sub of ADMIN_ROUTES) {
        await open(sweep, `/admin/v2/${sub}`);
        await page.waitForLoadState('networkidle');
        await audit(sweep, `/admin/v2/${sub}`);
      }
      await open(sweep, '/admin/v2/users');
      await page.getByLabel(lang === 'zh' ? '搜索' : 'Search', { exact: true }).fill(account.email);
      // The list is filtered a moment after typing: a click aimed at the row before that can land
      // where the filtered list has nothing (CI, once), so the click waits for the one row.
      await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
      const editRole = lang === 'zh' ? `编辑 ${account.username} 的角色` : `Edit role of ${account.username}`;
      await page.getByRole('button', { name: editRole }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await audit(sweep, '/admin/v2/users role dialog');
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 375, height: 812 });
      await page.getByRole('button', { name: lang === 'zh' ? '打开菜单' : 'Open menu' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await audit(sweep, '/admin/v2/users drawer (375 px)');

      console.log(`axe ${lang} ${theme}: ${sweep.runs} runs in ${(sweep.axeMs / 1000).toFixed(1)} s`);
      test.info().annotations.push({ type: 'axe', description: `${sweep.runs} runs, ${sweep.axeMs} ms` });
      expect(sweep.failures, sweep.failures.join('\n')).toEqual([]);
    });
  }
}
