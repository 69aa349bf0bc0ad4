import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3205';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const login = await (await fetch(base + '/api/admin/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'boss@inkcard.test', password: 'Shots-pass-123' }) })).json();
const page = await browser.newPage({ viewport: { width: 768, height: 900 } });
await page.addInitScript(([token, user]) => { localStorage.setItem('adminToken', token); localStorage.setItem('adminUser', JSON.stringify(user)); localStorage.setItem('darkMode','true'); }, [login.token, login.user]);
await page.goto(base + '/admin/v2/dashboard'); await page.waitForTimeout(1000);
console.log(await page.evaluate(() => {
  const out = [document.documentElement.scrollHeight];
  for (const el of document.querySelectorAll('body *')) { const r = el.getBoundingClientRect(); if (r.bottom > 880) out.push(`${el.tagName}.${String(el.className).slice(0,60)} ${Math.round(r.top)}-${Math.round(r.bottom)}`); }
  return out.slice(0, 15);
}));
await browser.close();
