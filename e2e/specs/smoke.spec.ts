import { expect, test } from '@playwright/test';

test('[APP][HEALTH]: the server answers health with the embedded database', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.ok()).toBe(true);
  expect(await res.json()).toEqual({ ok: true, db: 'pglite' });
});
