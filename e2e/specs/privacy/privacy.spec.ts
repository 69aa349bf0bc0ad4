import { test, expect, presetUi } from '../../fixtures/app';
import { loginViaUi, registerViaApi, fillLogin, newUserInSettings } from '../auth/auth-helpers';

/*
 * Issue 31 §8: the privacy policy said card text never leaves the browser; with AI on it goes to
 * our server and the model provider, and saved cards and share links keep it on the server. The
 * policy, the cookie list and the AI panel now say what goes where, in both languages, and a
 * signed-in user exports all their data and deletes their account themselves.
 */

const KINDS = ['profile', 'article', 'xiaohongshu', 'quote', 'blessing'];

test('[PRIVACY][POLICY]: the privacy policy says where card text goes, in both languages', async ({ page }) => {
  for (const [lang, ai, saved, shared] of [
    ['zh', 'AI 生成会把编辑器中的文字发送到我们的服务器', '保存的卡片', '任何拿到链接的人都能查看'],
    ['en', 'AI generation sends the text in the editor to our server', 'Saved cards', 'anyone who has its link'],
  ] as const) {
    await presetUi(page, { language: lang });
    await page.goto('/privacy');
    const main = page.getByRole('main');
    await expect(main).toContainText(ai);
    await expect(main).toContainText(saved);
    await expect(main).toContainText(shared);
    await expect(main).not.toContainText(
      /full text of your cards stays in your browser|卡片的完整文字保存在你的浏览器中/,
    );
  }
});

test('[PRIVACY][COOKIES]: every cookie and storage entry a visit leaves in the browser is on the cookie page', async ({
  page,
  request,
}) => {
  await presetUi(page, { language: 'zh' });
  // A visit that touches what writes: signing in (without remember me), a draft, a chosen
  // export scale and a chosen card form.
  await loginViaUi(page, await registerViaApi(request));
  await page.goto('/quote');
  await page.getByRole('button', { name: '使用示例' }).first().click();
  await page.getByTestId('export-bar').getByTestId('export-scale').getByText('4×', { exact: true }).click();
  await page.goto('/article-card');
  await page.getByText('3:4 分页', { exact: true }).first().click();
  await page.goto('/cookies');
  const names = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
  names.push(...(await page.context().cookies()).map((c) => c.name));
  const listed = await page.getByRole('main').innerText();
  // A per-kind entry is listed once, as <kind>.
  const general = [...new Set(names)].map((name) =>
    name.replace(new RegExp(`\\.(${KINDS.join('|')})(?=\\.|$)`), '.<kind>'),
  );
  expect(general).toEqual(expect.arrayContaining(['inkcard_session', 'exportScale.<kind>', 'cardForm.<kind>']));
  for (const name of general) expect(listed, name).toContain(name);
});

test('[PRIVACY][AI]: the AI panel says where the text goes and what counts, and stops at 0 left', async ({
  page,
  request,
}) => {
  await presetUi(page, { language: 'zh' });
  await loginViaUi(page, await registerViaApi(request));
  // The e2e server runs without a model; the server's own answer with AI on (tested in the API
  // suite against a local model service) is given to the page here.
  let left = 3;
  await page.route('**/api/ai/status*', (route) =>
    route.fulfill({
      json: { enabled: true, dailyLimit: 50, remainingToday: left, maxInputChars: 8000, provider: 'api.deepseek.com' },
    }),
  );
  await page.goto('/quote');
  const ai = page.getByRole('button', { name: 'AI 生成' });
  await expect(ai).toBeEnabled();
  await expect(page.getByText('今天还可以 AI 生成 3 次')).toBeVisible();
  await expect(ai).toHaveAccessibleDescription(/本站服务器.*api\.deepseek\.com.*中途停止或离开页面也算/);
  left = 0;
  await page.goto('/article-card');
  await expect(page.getByText('今天的 AI 生成次数已用完')).toBeVisible();
  await expect(page.getByRole('button', { name: 'AI 生成' })).toBeDisabled();
});

test('[PRIVACY][DATA]: a user downloads all their data and deletes their account from Settings', async ({
  page,
  request,
}) => {
  const account = await newUserInSettings(page, request);
  await expect(page.getByRole('heading', { name: '你的数据' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载我的数据' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe('inkcard-my-data.json');
  const data = JSON.parse(
    await (await file.createReadStream()).toArray().then((c) => Buffer.concat(c).toString('utf8')),
  );
  expect(data.sections.account).toMatchObject({ email: account.email, username: account.username });
  expect(data.sections.sessions.length).toBeGreaterThan(0);

  await page.getByRole('button', { name: '注销我的账号…' }).click();
  const dialog = page.getByRole('dialog', { name: '注销账号' });
  await dialog.getByLabel('输入密码以确认').fill('not-my-password');
  await dialog.getByRole('button', { name: '永久注销我的账号' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('当前密码不正确');
  await dialog.getByLabel('输入密码以确认').fill(account.password);
  await dialog.getByRole('button', { name: '永久注销我的账号' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: '登录', exact: true })).toBeVisible();

  // The account is gone: its password signs nobody in.
  await page.goto('/login');
  await fillLogin(page, account);
  await page.getByRole('button', { name: '登录', exact: true }).last().click();
  await expect(page.locator('form').getByRole('alert')).toHaveText('登录失败，请检查邮箱和密码');
});
