import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, presetUi } from '../../fixtures/app';
import { E2E_ADMIN } from '../../fixtures/env';
import { CAPTCHA_ANSWER, registerViaApi } from '../auth/auth-helpers';

// Every route has its own <title>, in the UI language; the admin pages and the 404 page too.
const TITLES: readonly [path: string, zh: string, en: string, session?: 'user' | 'admin'][] = [
  ['/', '墨卡 Inkcard：把文字变成精美图片卡片', 'Inkcard: turn text into image cards'],
  ['/profile', '个人名片制作 · 墨卡', 'Profile card maker · Inkcard'],
  ['/article-card', '文章卡片制作 · 墨卡', 'Article card maker · Inkcard'],
  ['/xiaohongshu', '小红书卡片制作 · 墨卡', 'Note card maker · Inkcard'],
  ['/quote', '名言卡片制作 · 墨卡', 'Quote card maker · Inkcard'],
  ['/blessing-card', '祝福卡片制作 · 墨卡', 'Blessing card maker · Inkcard'],
  ['/gallery', '作品展示 · 墨卡', 'Sample gallery · Inkcard'],
  ['/about', '使用说明 · 墨卡', 'User guide · Inkcard'],
  ['/login', '登录 · 墨卡', 'Sign in · Inkcard'],
  ['/register', '注册账号 · 墨卡', 'Create an account · Inkcard'],
  ['/forgot-password', '重置密码 · 墨卡', 'Reset your password · Inkcard'],
  ['/settings', '账号设置 · 墨卡', 'Account settings · Inkcard', 'user'],
  ['/help', '帮助中心 · 墨卡', 'Help center · Inkcard'],
  ['/faq', '常见问题 · 墨卡', 'FAQ · Inkcard'],
  ['/contact', '联系我们 · 墨卡', 'Contact us · Inkcard'],
  ['/feedback', '意见反馈 · 墨卡', 'Feedback · Inkcard'],
  ['/terms', '服务条款 · 墨卡', 'Terms of service · Inkcard'],
  ['/privacy', '隐私政策 · 墨卡', 'Privacy policy · Inkcard'],
  ['/disclaimer', '免责声明 · 墨卡', 'Disclaimer · Inkcard'],
  ['/cookies', 'Cookie 政策 · 墨卡', 'Cookie policy · Inkcard'],
  ['/no-such-page', '页面未找到 · 墨卡', 'Page not found · Inkcard'],
  ['/admin/v2/login', '管理员登录 · 墨卡', 'Admin sign-in · Inkcard'],
  ['/admin/v2/dashboard', '仪表盘 · 管理后台 · 墨卡', 'Dashboard · Admin · Inkcard', 'admin'],
  ['/admin/v2/users', '用户管理 · 管理后台 · 墨卡', 'Users · Admin · Inkcard', 'admin'],
  ['/admin/v2/stats', '数据统计 · 管理后台 · 墨卡', 'Statistics · Admin · Inkcard', 'admin'],
  ['/admin/v2/permissions', '权限管理 · 管理后台 · 墨卡', 'Permissions · Admin · Inkcard', 'admin'],
  ['/admin/v2/settings', '系统设置 · 管理后台 · 墨卡', 'System settings · Admin · Inkcard', 'admin'],
];

/** Signs in through the API (captcha cookie first) and stores the session as the app does. */
async function storeSession(page: Page, request: APIRequestContext, kind: 'user' | 'admin'): Promise<void> {
  await request.get('/api/auth/captcha');
  let body: { token: string; user: unknown };
  if (kind === 'admin') {
    const res = await request.post('/api/admin/login', {
      data: { username: E2E_ADMIN.email, password: E2E_ADMIN.password, captcha: CAPTCHA_ANSWER },
    });
    expect(res.ok(), await res.text()).toBe(true);
    body = (await res.json()) as typeof body;
  } else {
    const account = await registerViaApi(request);
    const res = await request.post('/api/auth/login', {
      data: { email: account.email, password: account.password, captcha: CAPTCHA_ANSWER },
    });
    expect(res.ok(), await res.text()).toBe(true);
    body = (await res.json()) as typeof body;
  }
  const [tokenKey, userKey] = kind === 'admin' ? ['adminToken', 'adminUser'] : ['token', 'user'];
  await page.addInitScript(
    ({ tokenKey, userKey, token, user }) => {
      localStorage.setItem(tokenKey, token);
      localStorage.setItem(userKey, JSON.stringify(user));
    },
    { tokenKey, userKey, token: body.token, user: body.user },
  );
}

for (const [path, zh, en, session] of TITLES) {
  test(`[SHELL][TITLE]: ${path} has its own title in Chinese and English`, async ({ page, request }) => {
    if (session) await storeSession(page, request, session);
    await presetUi(page, { language: 'zh' });
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[/-]/g, '\\$&')}$`));
    await expect(page).toHaveTitle(zh);
    await presetUi(page, { language: 'en' });
    await page.reload();
    await expect(page).toHaveTitle(en);
  });
}

test('[SHELL][TITLE]: the title follows a language switch and a navigation at once', async ({ page }) => {
  await presetUi(page, { language: 'zh' });
  await page.goto('/gallery');
  await expect(page).toHaveTitle('作品展示 · 墨卡');
  await page.getByRole('button', { name: '切换为英文' }).click();
  await expect(page).toHaveTitle('Sample gallery · Inkcard');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Guide' }).click();
  await expect(page).toHaveTitle('User guide · Inkcard');
});
