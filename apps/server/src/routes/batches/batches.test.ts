import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATCH_ISSUES, BATCH_MAX_CONCURRENT, BATCH_MAX_ROWS } from '@inkcard/shared';
import { buildAdmin, buildUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { finishBatchItem, findBatch } from '../../db/queries/batches';

const quotes = (n: number): string =>
  ['名言内容,作者', ...Array.from({ length: n }, (_, i) => `第${i + 1}句：知行合一,王阳明`)].join('\n');

describe('batches API', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Every test starts batches from one address: the per-address limit is not under test here.
    server = await startTestServer({ AUTH_RATE_LIMIT_SCALE: '20' });
  });
  afterAll(() => server.close());

  const start = (token: string, body: Record<string, unknown>, lang = 'en') =>
    server.request('/api/v1/batches', {
      token,
      json: { kind: 'quote', template: 'quote/redBold', ...body },
      headers: { 'accept-language': lang },
    });

  it('refuses a batch without a token, in the error shape', async () => {
    const res = await server.request('/api/v1/batches', {
      json: { kind: 'quote', template: 'quote/redBold', rows: 'a' },
    });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, code: 'API_TOKEN_INVALID' });
  });

  it('accepts rows with 202 and an id, naming every row left out in the batch’s language (the API’s rule: the body’s lang)', async () => {
    const { token } = await buildUser(server.deps.database.db);
    const rows = 'Quote,Author\nStay hungry,Jobs\n,Nobody\nKeep going,Anon,extra\n';
    const res = await start(token, { rows, lang: 'zh' }, 'en');
    expect(res.status).toBe(202);
    expect(res.body.batch).toMatchObject({ status: 'queued', kind: 'quote', total: 1, done: 0, failed: 0 });
    expect(res.body.batch.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(res.body.batch.zipUrl).toBe(`/api/v1/batches/${res.body.batch.id}.zip`);
    expect(res.body.batch.skipped).toEqual([
      { row: 3, key: 'missingField', field: 'quote', message: '缺少“名言内容”' },
      { row: 4, key: 'extraCells', message: BATCH_ISSUES.extraCells.zh },
    ]);
    // The card is queued, once.
    expect(await server.deps.batches.queue.counts()).toMatchObject({ waiting: 1 });
    const status = await server.request(`/api/v1/batches/${res.body.batch.id}`, { token });
    expect(status.body.batch).toMatchObject({ id: res.body.batch.id, status: 'queued', total: 1 });
  });

  it('takes a JSON array and a mapping by header', async () => {
    const { token } = await buildUser(server.deps.database.db);
    const res = await start(token, {
      rows: [{ Words: 'Less is more', Who: 'Mies' }],
      mapping: { Words: 'quote', Who: 'author' },
    });
    expect(res.status).toBe(202);
    expect(res.body.batch.total).toBe(1);
  });

  it.each([
    ['too many rows', { rows: quotes(BATCH_MAX_ROWS + 1) }, 400, 'BATCH_TOO_MANY_ROWS'],
    ['an unclosed quote', { rows: 'Quote\n"never closed' }, 400, 'BATCH_UNREADABLE'],
    ['no row making a card', { rows: 'Author\nSomeone' }, 400, 'BATCH_NO_CARDS'],
    ['a template of another kind', { rows: quotes(1), template: 'blessing/classic' }, 400, 'VALIDATION_FAILED'],
    ['a mapping to an unknown field', { rows: quotes(1), mapping: { 作者: 'nope' } }, 400, 'VALIDATION_FAILED'],
    ['no rows at all', { rows: '' }, 400, 'VALIDATION_FAILED'],
  ])('refuses %s with a clear code and stores nothing', async (_name, body, status, code) => {
    const { token, user } = await buildUser(server.deps.database.db);
    const res = await start(token, body);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ success: false, code });
    expect(typeof res.body.message).toBe('string');
    const admin = await buildAdmin(server.deps.database.db);
    const queue = await server.request('/api/admin/queue', { adminToken: admin.adminToken });
    expect(queue.body.batches.some((b: { owner: string }) => b.owner === user.username)).toBe(false);
  });

  it('says why the rows are unreadable and lists the first reasons of a file with no card', async () => {
    const { token } = await buildUser(server.deps.database.db);
    const unclosed = await start(token, { rows: 'Quote\nfine\n"never closed' }, 'en');
    expect(unclosed.body.fields.rows).toBe('The quote opened in row 3 never closes, so the file cannot be read');
    const none = await start(token, { rows: 'Author\nA\nB' }, 'en');
    expect(none.body.fields).toEqual({ 'row 2': 'Missing “Quote”', 'row 3': 'Missing “Quote”' });
  });

  it(`lets a user have ${BATCH_MAX_CONCURRENT} unfinished batches at once; cancelling one frees its place`, async () => {
    const { token } = await buildUser(server.deps.database.db);
    const ids: string[] = [];
    for (let i = 0; i < BATCH_MAX_CONCURRENT; i++) ids.push((await start(token, { rows: quotes(2) })).body.batch.id);
    const over = await start(token, { rows: quotes(2) });
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('BATCH_TOO_MANY_RUNNING');
    const cancelled = await server.request(`/api/v1/batches/${ids[0]}/cancel`, { token, method: 'POST' });
    expect(cancelled.body.batch.status).toBe('cancelled');
    expect((await start(token, { rows: quotes(2) })).status).toBe(202);
  });

  it('keeps a batch its owner’s: another user gets 404, as for an id that never existed', async () => {
    const owner = await buildUser(server.deps.database.db);
    const other = await buildUser(server.deps.database.db);
    const { id } = (await start(owner.token, { rows: quotes(1) })).body.batch;
    for (const path of [`/api/v1/batches/${id}`, `/api/v1/batches/${id}.zip`, `/api/v1/batches/${id}/events`]) {
      const res = await server.request(path, { token: other.token, headers: { 'accept-language': 'en' } });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('BATCH_NOT_FOUND');
    }
    expect((await server.request('/api/v1/batches/not-an-id', { token: owner.token })).status).toBe(404);
  });

  it('answers the ZIP only when the batch is done: 409 while it renders or once cancelled', async () => {
    const { token } = await buildUser(server.deps.database.db);
    const { id } = (await start(token, { rows: quotes(1) })).body.batch;
    const early = await server.request(`/api/v1/batches/${id}.zip`, { token });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('BATCH_NOT_DONE');
    await server.request(`/api/v1/batches/${id}/cancel`, { token, method: 'POST' });
    const late = await server.request(`/api/v1/batches/${id}.zip`, { token });
    expect(late.body.code).toBe('BATCH_CANCELLED');
  });

  it('streams progress as server-sent events and ends when the batch does', async () => {
    const { token } = await buildUser(server.deps.database.db);
    const { id } = (await start(token, { rows: quotes(1) })).body.batch;
    const res = await fetch(`${server.url}/api/v1/batches/${id}/events`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes('"status":"queued"')) text += decoder.decode((await reader.read()).value);
    // A card that fails for good finishes the batch, whichever process records it.
    await finishBatchItem(server.deps.database.db, id, 1, 'test', { status: 'failed', error: 'X' }, 60_000);
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
    }
    expect(text).toContain('event: progress\ndata: {"status":"done","total":1,"done":0,"failed":1}');
    expect(text.trim().endsWith('event: end\ndata: {}')).toBe(true);
  });

  it('records a card’s result once: a second run of the same job changes nothing', async () => {
    const { token } = await buildUser(server.deps.database.db);
    const { id } = (await start(token, { rows: quotes(2) })).body.batch;
    const db = server.deps.database.db;
    expect(await finishBatchItem(db, id, 1, 'w1', { status: 'failed', error: 'A' }, 60_000)).toBe(true);
    expect(await finishBatchItem(db, id, 1, 'w2', { status: 'failed', error: 'B' }, 60_000)).toBe(false);
    expect(await findBatch(db, id)).toMatchObject({ status: 'queued', failed: 1, done: 0 });
  });

  it('deletes a batch once its time has passed (the sweep any instance may run)', async () => {
    const { token } = await buildUser(server.deps.database.db);
    const { id, expiresAt } = (await start(token, { rows: quotes(1) })).body.batch;
    await server.deps.batches.sweep(new Date(Date.parse(expiresAt) - 1000));
    expect((await server.request(`/api/v1/batches/${id}`, { token })).status).toBe(200);
    await server.deps.batches.sweep(new Date(Date.parse(expiresAt) + 1000));
    expect((await server.request(`/api/v1/batches/${id}`, { token })).status).toBe(404);
  });

  it('shows administrators the queue and lets them cancel anyone’s batch', async () => {
    const { token, user } = await buildUser(server.deps.database.db);
    const { id } = (await start(token, { rows: quotes(3) })).body.batch;
    const admin = await buildAdmin(server.deps.database.db);
    const queue = await server.request('/api/admin/queue', { adminToken: admin.adminToken });
    expect(queue.status).toBe(200);
    expect(queue.body.engine).toBe(process.env.DATABASE_URL ? 'postgres' : 'in-process');
    expect(queue.body.waiting).toBeGreaterThanOrEqual(3);
    expect(queue.body.batches.find((b: { id: string }) => b.id === id)).toMatchObject({
      owner: user.username,
      total: 3,
    });
    const cancelled = await server.request(`/api/admin/batches/${id}/cancel`, {
      adminToken: admin.adminToken,
      method: 'POST',
    });
    expect(cancelled.body.batch.status).toBe('cancelled');
    // A user token is not an admin token.
    expect((await server.request('/api/admin/queue', { token })).status).toBe(403);
  });
});
