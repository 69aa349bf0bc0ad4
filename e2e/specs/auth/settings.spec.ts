import { test, expect, presetUi } from '../../fixtures/app';
import { fillLogin, loginViaUi, makePng, randomUsername, registerViaApi } from './auth-helpers';

test.beforeEach(async ({ page }) => {
  await presetUi(page, { language: 'zh' });
});

test('[AUTH][SETTINGS]: a user changes the username and sees it in the menu at once', async ({ page, request }) => {
  const account = await registerViaApi(request);
  await loginViaUi(page, account);
  await page.getByRole('button', { name: `${account.username} 的账号菜单` }).click();
  await page.getByRole('menuitem', { name: '账号设置' }).click();
  await expect(page).toHaveURL('/settings');

  const section = page.getByRole('region', { name: '基本信息' });
  await section.getByRole('button', { name: '保存' }).click();
  await expect(section.getByRole('status')).toHaveText('没有需要保存的更改');

  const renamed = randomUsername('新名');
  await section.getByLabel('用户名').fill(renamed);
  await section.getByRole('button', { name: '保存' }).click();
  await expect(section.getByRole('status')).toHaveText('基本信息已保存');
  await expect(page.getByRole('button', { name: `${renamed} 的账号菜单` })).toBeVisible();

  // The server kept it: a reload (which re-checks the session) still shows the new name.
  await page.reload();
  await expect(page.getByRole('button', { name: `${renamed} 的账号菜单` })).toBeVisible();
});

test('[AUTH][SETTINGS]: a user changes the password and must use the new one', async ({ page, request }) => {
  const account = await registerViaApi(request);
  const newPassword = 'Changed-pass-77';
  await loginViaUi(page, account);
  await page.goto('/settings');

  const section = page.getByRole('region', { name: '修改密码' });
  const submit = section.getByRole('button', { name: '更新密码' });
  await submit.click();
  await expect(section.getByRole('alert')).toHaveText('请输入当前密码');

  await section.getByLabel('当前密码', { exact: true }).fill(account.password);
  await section.getByLabel('新密码', { exact: true }).fill(newPassword);
  await section.getByLabel('确认新密码', { exact: true }).fill('something-else');
  await expect(section.getByText('两次输入的密码不一致')).toBeVisible();
  await expect(submit).toBeDisabled();

  await section.getByLabel('确认新密码', { exact: true }).fill(newPassword);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(section.getByRole('status')).toHaveText('密码已更新');
  await expect(section.getByLabel('当前密码', { exact: true })).toHaveValue('');

  // Log out; the old password no longer works, the new one does.
  await page.getByRole('button', { name: `${account.username} 的账号菜单` }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/login');
  await fillLogin(page, account);
  await page.getByRole('button', { name: '登录', exact: true }).last().click();
  await expect(page.locator('form').getByRole('alert')).toHaveText('登录失败，请检查邮箱和密码');
  await fillLogin(page, { email: account.email, password: newPassword });
  await page.getByRole('button', { name: '登录', exact: true }).last().click();
  await expect(page).toHaveURL('/');
});

test('[AUTH][SETTINGS]: a user uploads an avatar, previews it and sees it in the navigation', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request);
  await loginViaUi(page, account);
  const menu = page.getByRole('button', { name: `${account.username} 的账号菜单` });
  // No avatar yet: the placeholder with initials.
  await expect(menu.getByTestId('user-avatar-placeholder')).toBeVisible();

  await page.goto('/settings');
  const section = page.getByRole('region', { name: '头像' });
  const input = section.locator('input[type=file]');
  await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif');

  // The checks of spec §5 run before any upload.
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(section.getByRole('alert')).toHaveText('只支持JPG、PNG和GIF格式的图片');
  await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(2_097_153, 1) });
  await expect(section.getByRole('alert')).toHaveText('图片大小不能超过2MB');

  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng() });
  const preview = section.getByRole('img', { name: '新头像预览' });
  await expect(preview).toBeVisible();
  expect(await preview.getAttribute('src')).toMatch(/^blob:/);

  await section.getByRole('button', { name: '上传头像' }).click();
  await expect(section.getByRole('status')).toHaveText('头像更新成功');

  // The navigation shows the uploaded image at once, served by the server.
  const navImage = menu.getByTestId('user-avatar-image');
  await expect(navImage).toBeVisible();
  await expect
    .poll(() => navImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const src = await navImage.getAttribute('src');
  expect(src).toContain('/uploads/avatars/');
  const served = await request.get(src!);
  expect(served.ok()).toBe(true);
  expect(served.headers()['content-type']).toMatch(/^image\//);
});

test('[AUTH][MENU]: the account menu works from the keyboard and Escape closes it', async ({ page, request }) => {
  const account = await registerViaApi(request);
  await loginViaUi(page, account);
  const menuButton = page.getByRole('button', { name: `${account.username} 的账号菜单` });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('menuitem', { name: '我的卡片' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: '账号设置' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: '退出登录' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(menuButton).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: '我的卡片' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: '账号设置' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/settings');
});
