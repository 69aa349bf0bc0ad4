import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3205';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const login = await (await fetch(base + '/api/admin/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'boss@inkcard.test', password: 'Shots-pass-123' }) })).json();
const pages = (process.env.PAGES ?? 'login,dashboard,users,stats,permissions,settings').split(',');
const langs = (process.env.LANGS ?? 'zh,en').split(',');
const themes = (process.env.THEMES ?? 'light,dark').split(',');
const widths = (process.env.WIDTHS ?? '768,1280').split(',').map(Number);
const errors = [];
for (const lang of langs) for (const theme of themes) for (const width of widths) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`${lang}/${theme}/${width}: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(e.message));
  for (const name of pages) {
    await page.addInitScript(([l, t, token, user, isLogin]) => {
      localStorage.setItem('language', l); localStorage.setItem('darkMode', String(t === 'dark'));
      localStorage.setItem('last-notification-version', '2025.05.08');
      if (!isLogin) { localStorage.setItem('adminToken', token); localStorage.setItem('adminUser', JSON.stringify(user)); }
      else { localStorage.removeItem('adminToken'); localStorage.removeItem('adminUser'); }
    }, [lang, theme, login.token, login.user, name === 'login']);
    await page.goto(`${base}/admin/v2/${name}${process.env.QS ?? ''}`);
    await page.waitForTimeout(1200);
    await page.screenshot({ path: `/tmp/shots/${name}-${lang}-${theme}-${width}.png`, fullPage: true });
  }
  await ctx.close();
}
console.log(errors.length ? errors.join('\n') : 'no console errors');
await browser.close();
