import { expect, test } from '@playwright/test';

test('[APP][HEALTH]: the server answers health with the embedded database', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.ok()).toBe(true);
  const body = await res.json();
  expect(body).toMatchObject({ ok: true, status: 'ok', db: 'pglite' });
  // The render pool is reported (started or not), never a reason to take the instance out.
  expect(['idle', 'starting', 'ready', 'unavailable']).toContain(body.render.state);
});
