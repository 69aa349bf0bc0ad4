import { test, expect } from '../../fixtures/app';
import { newUserInSettings } from './auth-helpers';

test('[AUTH][TOKENS]: a user makes an API token in settings, sees it once, uses it, and a revoked one is refused at once', async ({
  page,
  request,
}) => {
  await newUserInSettings(page, request);
  const section = page.getByRole('region', { name: 'API 令牌' });
  await expect(section.getByText('你还没有 API 令牌。')).toBeVisible();

  await section.getByRole('button', { name: '创建令牌' }).click();
  await expect(section.getByRole('alert')).toHaveText('请给令牌起个名字');

  await section.getByLabel('令牌名称').fill('Obsidian 插件');
  await section.getByRole('button', { name: '创建令牌' }).click();
  const shown = section.getByTestId('new-api-token');
  await expect(shown).toHaveText(/^ink_\S{20,}$/);
  const token = (await shown.textContent())!;
  const list = section.getByRole('list', { name: '你的 API 令牌' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText('Obsidian 插件');
  await expect(list.getByRole('listitem')).toContainText('从未使用');
  // The list shows only the token's start, never the secret.
  await expect(list).not.toContainText(token);

  // The token opens the API; after a reload the secret is gone and its last use is shown.
  const used = await request.get('/api/v1/templates', { headers: { authorization: `Bearer ${token}` } });
  expect(used.status()).toBe(200);
  await page.reload();
  await expect(section.getByTestId('new-api-token')).toHaveCount(0);
  await expect(list.getByRole('listitem')).toContainText('最近使用');

  page.once('dialog', (dialog) => void dialog.accept());
  await list.getByRole('button', { name: '撤销 Obsidian 插件' }).click();
  await expect(section.getByText('你还没有 API 令牌。')).toBeVisible();
  const refused = await request.get('/api/v1/templates', { headers: { authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ success: false });

  // The panel says where to learn how to use a token.
  await section.getByRole('link', { name: /令牌怎么用/ }).click();
  await expect(page).toHaveURL('/about#guide-api');
  await expect(page.getByRole('heading', { name: '附录：开放接口、命令行和 MCP 服务' })).toBeInViewport();
});
