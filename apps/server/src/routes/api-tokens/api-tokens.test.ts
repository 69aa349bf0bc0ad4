import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TOKENS_PER_USER } from '@inkcard/shared';
import { buildUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { sha256Hex } from '../../services/sessions';

describe('personal API tokens (/settings)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('creates a named token shown once and stores only its hash', async () => {
    const { token: session } = await buildUser(server.deps.database.db);
    const res = await server.request('/api/api-tokens', { json: { name: 'Obsidian' }, token: session });
    expect(res.status).toBe(201);
    expect(res.body.token).toMatch(/^ink_[A-Za-z0-9_-]{43}$/);
    expect(res.body.item).toMatchObject({ name: 'Obsidian', prefix: res.body.token.slice(0, 10), lastUsedAt: null });
    const stored = (await server.deps.database.db.execute(
      sql`select token_hash from api_tokens where id = ${res.body.item.id}`,
    )) as unknown as { rows: { token_hash: string }[] };
    expect(stored.rows[0]!.token_hash).toBe(sha256Hex(res.body.token));
    expect(JSON.stringify(stored.rows)).not.toContain(res.body.token);
    const list = await server.request('/api/api-tokens', { token: session });
    expect(list.body.tokens).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain(res.body.token);
  });

  it('shows the last use once the token is used', async () => {
    const { token: session } = await buildUser(server.deps.database.db);
    const { body } = await server.request('/api/api-tokens', { json: { name: 'script' }, token: session });
    // No build here: the call answers 503, but the token was accepted and used.
    await server.request('/api/v1/templates', { token: body.token });
    const list = await server.request('/api/api-tokens', { token: session });
    expect(list.body.tokens[0].lastUsedAt).not.toBeNull();
  });

  it("revokes a token; another user's, a revoked or an unknown id is a 404", async () => {
    const owner = await buildUser(server.deps.database.db);
    const other = await buildUser(server.deps.database.db);
    const { body } = await server.request('/api/api-tokens', { json: { name: 'x' }, token: owner.token });
    const id = body.item.id as number;
    const foreign = await server.request(`/api/api-tokens/${id}`, { method: 'DELETE', token: other.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('API_TOKEN_NOT_FOUND');
    expect((await server.request(`/api/api-tokens/${id}`, { method: 'DELETE', token: owner.token })).status).toBe(200);
    expect((await server.request(`/api/api-tokens/${id}`, { method: 'DELETE', token: owner.token })).status).toBe(404);
    expect((await server.request('/api/api-tokens/abc', { method: 'DELETE', token: owner.token })).status).toBe(404);
    expect((await server.request('/api/api-tokens', { token: owner.token })).body.tokens).toEqual([]);
  });

  it('needs a sign-in, a name, and keeps to the per-account limit', async () => {
    expect((await server.request('/api/api-tokens', { json: { name: 'x' } })).status).toBe(401);
    const { token: session } = await buildUser(server.deps.database.db);
    const blank = await server.request('/api/api-tokens', { json: { name: '  ' }, token: session });
    expect(blank.status).toBe(400);
    expect(blank.body.code).toBe('REQUIRED_FIELDS');
    const long = await server.request('/api/api-tokens', { json: { name: 'x'.repeat(65) }, token: session });
    expect(long.status).toBe(400);
    for (let i = 0; i < API_TOKENS_PER_USER; i++) {
      expect((await server.request('/api/api-tokens', { json: { name: `t${i}` }, token: session })).status).toBe(201);
    }
    const over = await server.request('/api/api-tokens', { json: { name: 'one more' }, token: session });
    expect(over.status).toBe(409);
    expect(over.body.code).toBe('API_TOKEN_LIMIT');
  });

  it('does not open the token routes to an API token', async () => {
    const { token: session } = await buildUser(server.deps.database.db);
    const { body } = await server.request('/api/api-tokens', { json: { name: 'x' }, token: session });
    expect((await server.request('/api/api-tokens', { token: body.token })).status).toBe(401);
  });
});
