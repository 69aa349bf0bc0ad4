import { choose, expect, presetUi, test } from '../../fixtures/app';
import { fillLogin, registerViaApi } from './auth-helpers';

test('[AUTH][LOGIN_GATED_DOWNLOAD]: an anonymous edit survives the login a download asks for', async ({
  page,
  request,
}) => {
  await presetUi(page, { language: 'zh', dark: false });
  const account = await registerViaApi(request);
  const text = '名言内容：登录之后，这段话应该还在。\n作者：墨卡测试';

  // Anonymous: edit a quote and try to download it.
  await page.goto('/quote');
  await choose(page.getByRole('radio', { name: /红色醒目/ }));
  await page.getByLabel('卡片文本').fill(text);
  await expect(page.locator('[data-card="quote/redBold"]')).toContainText('登录之后，这段话应该还在。');
  let downloaded = false;
  page.on('download', () => (downloaded = true));
  await page.getByRole('button', { name: '下载图片' }).click();

  // The banner explains, and its button leads to the login page.
  const banner = page.getByRole('alert').filter({ hasText: '请先登录后再下载' });
  await expect(banner).toBeVisible();
  await banner.getByRole('link', { name: '去登录' }).click();
  await expect(page).toHaveURL('/login');

  // Log in (the e2e server's captcha answer) and land back on the maker, not on home.
  await fillLogin(page, account);
  await page.getByRole('button', { name: '登录', exact: true }).last().click();
  await expect(page).toHaveURL('/quote?template=quote/redBold');

  // The edited text and its template are back, with the restored notice; the saved keys are gone.
  await expect(page.getByLabel('卡片文本')).toHaveValue(text);
  await expect(page.getByRole('radio', { name: /红色醒目/ })).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: '已恢复您之前的文本和模板' })).toBeVisible();
  await expect(page.locator('[data-card="quote/redBold"]')).toContainText('登录之后，这段话应该还在。');
  expect(
    await page.evaluate(() =>
      ['savedProfileContent', 'savedTemplate', 'savedRedirectPath'].map((k) => localStorage.getItem(k)),
    ),
  ).toEqual([null, null, null]);
  expect(downloaded).toBe(false);

  // A later login goes home as usual: nothing is left to send it back to the maker.
  await page.getByRole('button', { name: `${account.username} 的账号菜单` }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/login');
  await fillLogin(page, account);
  await page.getByRole('button', { name: '登录', exact: true }).last().click();
  await expect(page).toHaveURL('/');
});
