import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_PURGE_AFTER_DAYS, CARD_STATE_MAX_BYTES, CARDS_PER_USER_MAX } from '@inkcard/shared';
import { findCardById, listOwnerCardsForExport } from '../../db/queries/cards';
import { users } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { purgeDeletedCards } from '../../services/purge-deleted-cards';
import { blessingState, quoteState } from '../../test/card-states';
import { buildAdmin, buildCards, buildUser, type BuiltUser } from '../../test/factories';
import { startTestServer, type TestResponse, type TestServer } from '../../test/test-server';

const DAY_MS = 86_400_000;
const EN = { 'x-locale': 'en' };

/** A card-sized PNG, as a maker's canvas would send it. */
async function png(width = 540, height = 720, color = '#e11d48'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

describe('cards API', () => {
  let server: TestServer;
  let owner: BuiltUser;
  let other: BuiltUser;
  const db = () => server.deps.database.db;

  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT: 'false' });
    owner = await buildUser(db());
    other = await buildUser(db());
  });
  afterAll(() => server.close());

  const create = (state: unknown, token = owner.token): Promise<TestResponse> =>
    server.request('/api/cards', { json: { state }, token });

  const createCard = async (state: unknown = quoteState(), token = owner.token) => {
    const res = await create(state, token);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.card as { id: number; version: number; shareId: string | null; title: string };
  };

  const share = (id: number, sharing: string, token = owner.token) =>
    server.request(`/api/cards/${id}/sharing`, { method: 'PUT', json: { sharing }, token });

  describe('create, open, list', () => {
    it('saves a card: private, version 1, its title taken from the content', async () => {
      const res = await create(quoteState('名言内容：学而不思则罔\n作者：孔子'));
      expect(res.status).toBe(201);
      expect(res.body.card).toMatchObject({
        kind: 'quote',
        template: 'quote/fashion',
        title: '学而不思则罔',
        customTitle: false,
        visibility: 'private',
        shareId: null,
        version: 1,
        thumbnailUrl: null,
        deletedAt: null,
      });
      const opened = await server.request(`/api/cards/${res.body.card.id}`, { token: owner.token });
      expect(opened.status).toBe(200);
      expect(opened.body.card.state).toMatchObject({ v: 1, kind: 'quote', text: '名言内容：学而不思则罔\n作者：孔子' });
    });

    it('saves a form maker’s card (its content, not text)', async () => {
      const card = await createCard(blessingState('Spring Festival'));
      expect(card).toMatchObject({ kind: 'blessing', template: 'blessing/classic', title: 'Spring Festival' });
    });

    it('lists the user’s own cards, newest change first, and finds them by title in any case', async () => {
      const user = await buildUser(db());
      const a = await createCard(quoteState('名言内容：Alpha wisdom\n作者：A'), user.token);
      const b = await createCard(quoteState('名言内容：Beta 50%_off\n作者：B'), user.token);
      await createCard(quoteState('名言内容：not mine\n作者：C'), other.token);
      const list = await server.request('/api/cards', { token: user.token });
      expect(list.status).toBe(200);
      expect(list.body.cards.map((c: { id: number }) => c.id)).toEqual([b.id, a.id]);
      expect(list.body).toMatchObject({ used: 2, limit: CARDS_PER_USER_MAX });
      expect(list.body.cards[0]).not.toHaveProperty('state');
      const found = await server.request('/api/cards?q=ALPHA', { token: user.token });
      expect(found.body.cards.map((c: { id: number }) => c.id)).toEqual([a.id]);
      // LIKE wildcards are literal.
      const literal = await server.request(`/api/cards?q=${encodeURIComponent('50%_')}`, { token: user.token });
      expect(literal.body.cards.map((c: { id: number }) => c.id)).toEqual([b.id]);
      const none = await server.request(`/api/cards?q=${encodeURIComponent('%')}`, { token: user.token });
      expect(none.body.cards.map((c: { id: number }) => c.id)).toEqual([b.id]);
    });

    it('needs a signed-in user', async () => {
      for (const [method, path] of [
        ['GET', '/api/cards'],
        ['POST', '/api/cards'],
        ['GET', '/api/cards/1'],
        ['PUT', '/api/cards/1'],
        ['DELETE', '/api/cards/1'],
      ] as const) {
        const res = await server.request(path, {
          method,
          json: method === 'GET' ? undefined : { state: quoteState() },
        });
        expect(res.status, `${method} ${path}`).toBe(401);
        expect(res.body.code).toBe('UNAUTHENTICATED');
      }
    });
  });

  describe('another user’s card', () => {
    it('is 404 for every action, exactly like a card that does not exist, and nothing changes', async () => {
      const card = await createCard(quoteState('名言内容：mine alone\n作者：owner'));
      await share(card.id, 'unlisted');
      const missing = 2_000_000_000;
      const attempts = (id: number): [string, string, unknown?][] => [
        ['GET', `/api/cards/${id}`],
        ['PUT', `/api/cards/${id}`, { state: quoteState('名言内容：hijacked\n作者：x'), version: 1 }],
        ['PATCH', `/api/cards/${id}`, { title: 'hijacked' }],
        ['POST', `/api/cards/${id}/duplicate`, {}],
        ['PUT', `/api/cards/${id}/sharing`, { sharing: 'private' }],
        ['DELETE', `/api/cards/${id}`],
        ['POST', `/api/cards/${id}/restore`, {}],
        ['DELETE', `/api/cards/${id}/forever`],
      ];
      const missingPaths = attempts(missing).map(([, path]) => path);
      for (const [i, [method, path, json]] of attempts(card.id).entries()) {
        const missingPath = missingPaths[i]!;
        const theirs = await server.request(path, { method, json, token: other.token, headers: EN });
        const none = await server.request(missingPath, { method, json, token: other.token, headers: EN });
        expect(theirs.status, `${method} ${path}`).toBe(404);
        expect(theirs.body, `${method} ${path}`).toEqual(none.body);
        expect(theirs.body).toEqual({
          success: false,
          code: 'CARD_NOT_FOUND',
          message: 'This card does not exist or has been deleted',
        });
      }
      const thumb = await server.request(`/api/cards/${card.id}/thumbnail?version=1`, {
        method: 'PUT',
        body: await png(),
        headers: { 'content-type': 'image/png' },
        token: other.token,
      });
      expect(thumb.status).toBe(404);
      const row = await findCardById(db(), card.id);
      expect(row).toMatchObject({
        version: 1,
        customTitle: null,
        visibility: 'unlisted',
        deletedAt: null,
        thumbnailKey: null,
      });
      expect((row!.state as { text: string }).text).toContain('mine alone');
    });

    it('is 404 for an administrator too: the console moderates shared cards only', async () => {
      const card = await createCard();
      const admin = await buildAdmin(db(), 'superAdmin');
      const res = await server.request(`/api/cards/${card.id}`, { token: admin.token });
      expect(res.status).toBe(404);
    });

    it('answers 404 for ids that could never exist', async () => {
      for (const id of ['0', '-1', 'abc', '99999999999999999999', '1.5']) {
        const res = await server.request(`/api/cards/${id}`, { token: owner.token });
        expect(res.status, id).toBe(404);
        expect(res.body.code).toBe('CARD_NOT_FOUND');
      }
    });
  });

  describe('saving over a card (version check)', () => {
    it('saves a new state and counts a new version; the title follows the content', async () => {
      const card = await createCard();
      const res = await server.request(`/api/cards/${card.id}`, {
        method: 'PUT',
        json: { state: quoteState('名言内容：温故而知新\n作者：孔子'), version: 1 },
        token: owner.token,
      });
      expect(res.status).toBe(200);
      expect(res.body.card).toMatchObject({ version: 2, title: '温故而知新' });
    });

    it('answers 409 with the card as it is now to a save from a stale version, and keeps what was saved', async () => {
      const card = await createCard();
      const first = await server.request(`/api/cards/${card.id}`, {
        method: 'PUT',
        json: { state: quoteState('名言内容：tab one\n作者：A'), version: 1 },
        token: owner.token,
      });
      expect(first.status).toBe(200);
      const second = await server.request(`/api/cards/${card.id}`, {
        method: 'PUT',
        json: { state: quoteState('名言内容：tab two\n作者：B'), version: 1 },
        token: owner.token,
        headers: EN,
      });
      expect(second.status).toBe(409);
      expect(second.body).toMatchObject({
        success: false,
        code: 'CARD_VERSION_CONFLICT',
        message: expect.stringContaining('changed elsewhere'),
        card: { id: card.id, version: 2, title: 'tab one', state: { text: '名言内容：tab one\n作者：A' } },
      });
      const row = await findCardById(db(), card.id);
      expect(row?.version).toBe(2);
      expect((row!.state as { text: string }).text).toContain('tab one');
    });

    it('lets exactly one of two simultaneous saves from one version win', async () => {
      const card = await createCard();
      const save = (text: string) =>
        server.request(`/api/cards/${card.id}`, {
          method: 'PUT',
          json: { state: quoteState(`名言内容：${text}\n作者：A`), version: 1 },
          token: owner.token,
        });
      const results = await Promise.all([save('left'), save('right')]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect((await findCardById(db(), card.id))?.version).toBe(2);
    });

    it('a rename does not change the version, so an open maker saves on', async () => {
      const card = await createCard();
      const renamed = await server.request(`/api/cards/${card.id}`, {
        method: 'PATCH',
        json: { title: '  My favourite  ' },
        token: owner.token,
      });
      expect(renamed.body.card).toMatchObject({ title: 'My favourite', customTitle: true, version: 1 });
      const saved = await server.request(`/api/cards/${card.id}`, {
        method: 'PUT',
        json: { state: quoteState('名言内容：changed\n作者：A'), version: 1 },
        token: owner.token,
      });
      expect(saved.status).toBe(200);
      // The user's own title outlives a change of content…
      expect(saved.body.card).toMatchObject({ title: 'My favourite', version: 2 });
      // …until they clear it.
      const cleared = await server.request(`/api/cards/${card.id}`, {
        method: 'PATCH',
        json: { title: ' ' },
        token: owner.token,
      });
      expect(cleared.body.card).toMatchObject({ title: 'changed', customTitle: false });
    });
  });

  describe('malformed states', () => {
    const bad: [string, unknown][] = [
      ['not an object', 'quote'],
      ['an array', [1, 2]],
      ['no version', { ...quoteState(), v: undefined }],
      ['a newer version', { ...quoteState(), v: 99 }],
      ['an unknown kind', { ...quoteState(), kind: 'no-such-kind' }],
      ['a template of another kind', { ...quoteState(), template: 'blessing/classic' }],
      ['a template id that is no id', { ...quoteState(), template: '../../etc' }],
      ['a style the kind refuses', { ...quoteState(), style: { fontSize: 99 } }],
      ['an image from elsewhere', { ...quoteState(), image: 'https://evil.example/x.png' }],
      ['a blessing with broken content', { ...blessingState(), content: { festival: 5 } }],
    ];

    it.each(bad)('refuses %s with 400 CARD_STATE_INVALID and stores nothing', async (_what, state) => {
      const user = await buildUser(db());
      const res = await create(state, user.token);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'CARD_STATE_INVALID' });
      const list = await server.request('/api/cards', { token: user.token });
      expect(list.body.used).toBe(0);
    });

    it('refuses a state nested deeper than any card state', async () => {
      const user = await buildUser(db());
      for (const state of [
        '['.repeat(50_000) + ']'.repeat(50_000),
        '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000),
      ]) {
        const res = await server.request('/api/cards', {
          method: 'POST',
          body: `{"state":${state}}`,
          headers: { 'content-type': 'application/json' },
          token: user.token,
        });
        expect(res.status).toBe(400);
        expect(res.body.success).toBe(false);
      }
      expect((await server.request('/api/cards', { token: user.token })).body.used).toBe(0);
    });

    it('refuses a bad state over an existing card and keeps the card as it was', async () => {
      const card = await createCard();
      const res = await server.request(`/api/cards/${card.id}`, {
        method: 'PUT',
        json: { state: { ...quoteState(), kind: 'no-such-kind' }, version: 1 },
        token: owner.token,
      });
      expect(res.status).toBe(400);
      expect((await findCardById(db(), card.id))?.version).toBe(1);
    });

    it('refuses a state over the size cap with 413 CARD_STATE_TOO_LARGE', async () => {
      const user = await buildUser(db());
      const huge = quoteState('名言内容：big\n作者：A', {
        image: `data:image/png;base64,${'A'.repeat(1_999_000)}`,
        style: { ...(quoteState().style as object), padding: 'x'.repeat(CARD_STATE_MAX_BYTES - 1_990_000) },
      });
      const res = await create(huge, user.token);
      expect(res.status).toBe(413);
      expect(res.body.code).toMatch(/^(CARD_STATE_TOO_LARGE|PAYLOAD_TOO_LARGE)$/);
      expect((await server.request('/api/cards', { token: user.token })).body.used).toBe(0);
    });

    it('stores a state with the largest picture a maker keeps', async () => {
      const user = await buildUser(db());
      const state = quoteState(undefined, { image: `data:image/jpeg;base64,${'A'.repeat(1_999_000)}` });
      const res = await create(state, user.token);
      expect(res.status).toBe(201);
    });

    it('stores text PostgreSQL cannot hold as it can (NUL dropped, a lone surrogate replaced)', async () => {
      const card = await createCard(quoteState('名言内容：a\u0000b\ud800c\n作者：A'));
      const opened = await server.request(`/api/cards/${card.id}`, { token: owner.token });
      expect(opened.body.card.state.text).toBe('名言内容：ab\ufffdc\n作者：A');
    });

    it('keeps an unknown template id of the right kind: the web opens it as the kind’s default', async () => {
      const card = await createCard(quoteState(undefined, { template: 'quote/retiredOne' }));
      expect(card).toMatchObject({ template: 'quote/retiredOne' });
    });
  });

  describe('the card limit', () => {
    it('refuses a new card past the limit, recently deleted ones counting, until one is deleted for good', async () => {
      const user = await buildUser(db());
      await buildCards(db(), user.user.id, CARDS_PER_USER_MAX - 2, {}, quoteState());
      await buildCards(db(), user.user.id, 1, { deletedAt: new Date() }, quoteState());
      const last = await create(quoteState(), user.token);
      expect(last.status).toBe(201);
      const over = await create(quoteState(), user.token);
      expect(over.status).toBe(409);
      expect(over.body.code).toBe('CARD_LIMIT_REACHED');
      const dup = await server.request(`/api/cards/${last.body.card.id}/duplicate`, {
        method: 'POST',
        json: {},
        token: user.token,
      });
      expect(dup.status).toBe(409);
      const deleted = await server.request('/api/cards?deleted=1', { token: user.token });
      expect(deleted.body.cards).toHaveLength(1);
      const gone = await server.request(`/api/cards/${deleted.body.cards[0].id}/forever`, {
        method: 'DELETE',
        token: user.token,
      });
      expect(gone.status).toBe(200);
      expect((await create(quoteState(), user.token)).status).toBe(201);
    });

    it('never lets two saves at once take the last place', async () => {
      const user = await buildUser(db());
      await buildCards(db(), user.user.id, CARDS_PER_USER_MAX - 1, {}, quoteState());
      const results = await Promise.all([create(quoteState(), user.token), create(quoteState(), user.token)]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      expect((await server.request('/api/cards', { token: user.token })).body.used).toBe(CARDS_PER_USER_MAX);
    });
  });

  describe('duplicate, delete, restore, purge', () => {
    it('duplicates a card into a new private one with the same state, title and thumbnail', async () => {
      const card = await createCard(quoteState('名言内容：copy me\n作者：A'));
      await server.request(`/api/cards/${card.id}`, { method: 'PATCH', json: { title: 'Named' }, token: owner.token });
      await share(card.id, 'unlisted');
      await server.request(`/api/cards/${card.id}/thumbnail?version=1`, {
        method: 'PUT',
        body: await png(),
        headers: { 'content-type': 'image/png' },
        token: owner.token,
      });
      const res = await server.request(`/api/cards/${card.id}/duplicate`, {
        method: 'POST',
        json: {},
        token: owner.token,
      });
      expect(res.status).toBe(201);
      expect(res.body.card).toMatchObject({ title: 'Named', version: 1, visibility: 'private', shareId: null });
      expect(res.body.card.id).not.toBe(card.id);
      expect(res.body.card.state.text).toBe('名言内容：copy me\n作者：A');
      expect(res.body.card.thumbnailUrl).toMatch(/^\/uploads\/cards\/[0-9a-f]{32}\.jpg$/);
      const image = await server.request(res.body.card.thumbnailUrl);
      expect(image.status).toBe(200);
    });

    it('deletes a card into "recently deleted", restorable, its link and page gone meanwhile', async () => {
      const card = await createCard();
      const shared = await share(card.id, 'unlisted');
      const shareId = shared.body.card.shareId as string;
      const del = await server.request(`/api/cards/${card.id}`, { method: 'DELETE', token: owner.token });
      expect(del.status).toBe(200);
      expect(Date.parse(del.body.card.purgeAt) - Date.parse(del.body.card.deletedAt)).toBe(
        CARD_PURGE_AFTER_DAYS * DAY_MS,
      );
      const live = await server.request('/api/cards', { token: owner.token });
      expect(live.body.cards.some((c: { id: number }) => c.id === card.id)).toBe(false);
      const deleted = await server.request('/api/cards?deleted=1', { token: owner.token });
      expect(deleted.body.cards.map((c: { id: number }) => c.id)).toContain(card.id);
      expect((await server.request(`/api/cards/${card.id}`, { token: owner.token })).status).toBe(404);
      expect((await server.request(`/api/cards/shared/${shareId}`)).status).toBe(404);
      // A deleted card is not saved over, even from its own maker.
      const save = await server.request(`/api/cards/${card.id}`, {
        method: 'PUT',
        json: { state: quoteState(), version: 1 },
        token: owner.token,
      });
      expect(save.status).toBe(404);
      const restored = await server.request(`/api/cards/${card.id}/restore`, {
        method: 'POST',
        json: {},
        token: owner.token,
      });
      expect(restored.status).toBe(200);
      expect(restored.body.card).toMatchObject({ deletedAt: null, shareId });
      expect((await server.request(`/api/cards/shared/${shareId}`)).status).toBe(200);
      // Restoring a live card is "not found" (nothing to restore).
      expect(
        (await server.request(`/api/cards/${card.id}/restore`, { method: 'POST', json: {}, token: owner.token }))
          .status,
      ).toBe(404);
    });

    it('purges cards deleted more than 30 days ago and keeps younger ones', async () => {
      const user = await buildUser(db());
      const now = new Date();
      await buildCards(
        db(),
        user.user.id,
        3,
        { deletedAt: new Date(now.getTime() - (CARD_PURGE_AFTER_DAYS + 1) * DAY_MS) },
        quoteState(),
      );
      await buildCards(
        db(),
        user.user.id,
        2,
        { deletedAt: new Date(now.getTime() - (CARD_PURGE_AFTER_DAYS - 1) * DAY_MS) },
        quoteState(),
      );
      await buildCards(db(), user.user.id, 1, {}, quoteState());
      // Two instances sweeping at once purge each card once, and neither fails.
      const purged = await Promise.all([purgeDeletedCards(db(), now), purgeDeletedCards(db(), now)]);
      expect(purged[0]! + purged[1]!).toBeGreaterThanOrEqual(3);
      const deleted = await server.request('/api/cards?deleted=1', { token: user.token });
      expect(deleted.body.cards).toHaveLength(2);
      expect((await server.request('/api/cards', { token: user.token })).body).toMatchObject({ used: 3 });
      expect(await purgeDeletedCards(db(), now)).toBe(0);
    });

    it('lists every card of a user, deleted ones included, for their data export', async () => {
      const user = await buildUser(db());
      const live = await createCard(quoteState('名言内容：mine to take\n作者：A'), user.token);
      await server.request(`/api/cards/${live.id}/thumbnail?version=1`, {
        method: 'PUT',
        body: await png(),
        headers: { 'content-type': 'image/png' },
        token: user.token,
      });
      const gone = await createCard(quoteState(), user.token);
      await server.request(`/api/cards/${gone.id}`, { method: 'DELETE', token: user.token });
      await createCard(quoteState(), other.token);
      const exported = await listOwnerCardsForExport(db(), user.user.id);
      expect(exported.map((c) => c.id)).toEqual([live.id, gone.id]);
      expect(exported[0]).toMatchObject({ title: 'mine to take', state: { text: '名言内容：mine to take\n作者：A' } });
      expect(exported[0]!.thumbnail).toMatch(/^data:image\/jpeg;base64,/);
      expect(exported[1]!.deletedAt).toBeInstanceOf(Date);
      expect(exported[0]).not.toHaveProperty('thumbnailKey');
    });

    it('deletes a user’s cards with the account', async () => {
      const user = await buildUser(db());
      const card = await createCard(quoteState(), user.token);
      await db().delete(users).where(eq(users.id, user.user.id));
      expect(await findCardById(db(), card.id)).toBeUndefined();
    });
  });

  describe('share links', () => {
    it('turns a link on (96 random bits), shows the card signed out, and answers 404 once it is off', async () => {
      const card = await createCard(quoteState('名言内容：shared wisdom\n作者：A'));
      const on = await share(card.id, 'unlisted');
      expect(on.status).toBe(200);
      const shareId = on.body.card.shareId as string;
      expect(shareId).toMatch(/^[A-Za-z0-9_-]{16}$/);
      expect(on.body.card.visibility).toBe('unlisted');
      // Turning it on again keeps the link.
      expect((await share(card.id, 'unlisted')).body.card.shareId).toBe(shareId);

      const anonymous = await server.request(`/api/cards/shared/${shareId}`);
      expect(anonymous.status).toBe(200);
      expect(anonymous.body.card).toMatchObject({
        shareId,
        kind: 'quote',
        title: 'shared wisdom',
        indexable: false,
        ownCardId: null,
        state: { text: '名言内容：shared wisdom\n作者：A' },
      });
      expect(JSON.stringify(anonymous.body)).not.toContain(owner.user.email);
      const asOwner = await server.request(`/api/cards/shared/${shareId}`, { token: owner.token });
      expect(asOwner.body.card.ownCardId).toBe(card.id);
      const asOther = await server.request(`/api/cards/shared/${shareId}`, { token: other.token });
      expect(asOther.body.card.ownCardId).toBeNull();

      const off = await share(card.id, 'private');
      expect(off.body.card).toMatchObject({ visibility: 'private', shareId: null });
      const gone = await server.request(`/api/cards/shared/${shareId}`);
      expect(gone.status).toBe(404);
      expect(gone.body.code).toBe('CARD_NOT_FOUND');
      // On again: a new link; the old one stays dead.
      const again = await share(card.id, 'unlisted');
      expect(again.body.card.shareId).not.toBe(shareId);
      expect((await server.request(`/api/cards/shared/${shareId}`)).status).toBe(404);
    });

    it('answers 404 to a share id that was never issued or is malformed', async () => {
      for (const id of ['AAAAAAAAAAAAAAAA', 'short', '%00', 'a'.repeat(17)]) {
        const res = await server.request(`/api/cards/shared/${id}`);
        expect(res.status, id).toBe(404);
      }
    });

    it('refuses an unknown sharing choice', async () => {
      const card = await createCard();
      const res = await share(card.id, 'everyone');
      expect(res.status).toBe(400);
      expect((await findCardById(db(), card.id))?.visibility).toBe('private');
    });
  });

  describe('thumbnails', () => {
    it('stores a re-encoded JPEG at most 600 px wide, served for good under a new address each time', async () => {
      const card = await createCard();
      const res = await server.request(`/api/cards/${card.id}/thumbnail?version=1`, {
        method: 'PUT',
        body: await png(1080, 1440),
        headers: { 'content-type': 'image/png' },
        token: owner.token,
      });
      expect(res.status).toBe(200);
      const url = res.body.card.thumbnailUrl as string;
      expect(url).toMatch(/^\/uploads\/cards\/[0-9a-f]{32}\.jpg$/);
      const image = await server.request(url);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/jpeg');
      expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(image.raw)).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 600, height: 800 });
      const cached = await server.request(url, { headers: { 'if-none-match': image.headers.get('etag')! } });
      expect(cached.status).toBe(304);
      const next = await server.request(`/api/cards/${card.id}/thumbnail?version=1`, {
        method: 'PUT',
        body: await png(540, 720, '#2563eb'),
        headers: { 'content-type': 'image/png' },
        token: owner.token,
      });
      expect(next.body.card.thumbnailUrl).not.toBe(url);
      expect((await server.request(url)).status).toBe(404);
    });

    it('refuses a picture of an older version with 409, and what is not an image with 400', async () => {
      const card = await createCard();
      await server.request(`/api/cards/${card.id}`, {
        method: 'PUT',
        json: { state: quoteState(), version: 1 },
        token: owner.token,
      });
      const stale = await server.request(`/api/cards/${card.id}/thumbnail?version=1`, {
        method: 'PUT',
        body: await png(),
        headers: { 'content-type': 'image/png' },
        token: owner.token,
      });
      expect(stale.status).toBe(409);
      expect(stale.body.code).toBe('CARD_VERSION_CONFLICT');
      for (const [body, type] of [
        [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png'],
        [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]), 'image/png'],
        [Buffer.alloc(0), 'image/png'],
      ] as const) {
        const res = await server.request(`/api/cards/${card.id}/thumbnail?version=2`, {
          method: 'PUT',
          body,
          headers: { 'content-type': type },
          token: owner.token,
        });
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('CARD_THUMBNAIL_INVALID');
      }
      const gif = await server.request(`/api/cards/${card.id}/thumbnail?version=2`, {
        method: 'PUT',
        body: await png(),
        headers: { 'content-type': 'image/gif' },
        token: owner.token,
      });
      expect(gif.status).toBe(415);
      expect((await findCardById(db(), card.id))?.thumbnailKey).toBeNull();
    });

    it('gives a shared card’s thumbnail a new address when its link goes off or it is deleted', async () => {
      const card = await createCard();
      await share(card.id, 'unlisted');
      const up = await server.request(`/api/cards/${card.id}/thumbnail?version=1`, {
        method: 'PUT',
        body: await png(),
        headers: { 'content-type': 'image/png' },
        token: owner.token,
      });
      const published = up.body.card.thumbnailUrl as string;
      const off = await share(card.id, 'private');
      expect((await server.request(published)).status).toBe(404);
      expect((await server.request(off.body.card.thumbnailUrl)).status).toBe(200);
      const on = await share(card.id, 'unlisted');
      await server.request(`/api/cards/${card.id}`, { method: 'DELETE', token: owner.token });
      expect((await server.request(on.body.card.thumbnailUrl)).status).toBe(404);
    });

    it('answers 404 to thumbnail names that were never issued', async () => {
      for (const name of ['x.jpg', `${'0'.repeat(32)}.jpg`, `${'0'.repeat(32)}.png`, '..%2f..%2fetc%2fpasswd']) {
        expect((await server.request(`/uploads/cards/${name}`)).status, name).toBe(404);
      }
    });
  });

  describe('the gallery and its moderation', () => {
    it('lists a submitted card for review; approved, it is in the gallery and indexable; changed, it waits again', async () => {
      const admin = await buildAdmin(db());
      const card = await createCard(quoteState('名言内容：community pick\n作者：A'));
      const submitted = await share(card.id, 'public');
      expect(submitted.body.card).toMatchObject({ visibility: 'submitted', shareId: expect.any(String) });
      const shareId = submitted.body.card.shareId as string;
      const gallery = () => server.request('/api/cards/gallery');
      expect((await gallery()).body.cards.some((c: { shareId: string }) => c.shareId === shareId)).toBe(false);

      const queue = await server.request('/api/admin/cards?status=submitted', { adminToken: admin.adminToken });
      expect(queue.status).toBe(200);
      expect(queue.body.cards.find((c: { id: number }) => c.id === card.id)).toMatchObject({
        title: 'community pick',
        owner: { id: owner.user.id, username: owner.user.username },
      });

      const approve = await server.request(`/api/admin/cards/${card.id}/approve`, {
        method: 'POST',
        json: {},
        adminToken: admin.adminToken,
      });
      expect(approve.body).toEqual({ success: true, visibility: 'approved' });
      const listed = (await gallery()).body.cards.find((c: { shareId: string }) => c.shareId === shareId);
      expect(listed).toMatchObject({ title: 'community pick', kind: 'quote' });
      expect(JSON.stringify(listed)).not.toContain(owner.user.username);
      expect((await server.request(`/api/cards/shared/${shareId}`)).body.card.indexable).toBe(true);

      await server.request(`/api/cards/${card.id}`, {
        method: 'PUT',
        json: { state: quoteState('名言内容：edited after approval\n作者：A'), version: 1 },
        token: owner.token,
      });
      expect((await findCardById(db(), card.id))?.visibility).toBe('submitted');
      expect((await gallery()).body.cards.some((c: { shareId: string }) => c.shareId === shareId)).toBe(false);

      await server.request(`/api/admin/cards/${card.id}/approve`, {
        method: 'POST',
        json: {},
        adminToken: admin.adminToken,
      });
      const remove = await server.request(`/api/admin/cards/${card.id}/remove`, {
        method: 'POST',
        json: {},
        adminToken: admin.adminToken,
      });
      expect(remove.body.visibility).toBe('unlisted');
      expect((await gallery()).body.cards.some((c: { shareId: string }) => c.shareId === shareId)).toBe(false);
      // The link still works, as an unlisted card.
      expect((await server.request(`/api/cards/shared/${shareId}`)).status).toBe(200);
    });

    it('does not moderate private cards, and only administrators moderate', async () => {
      const admin = await buildAdmin(db());
      const card = await createCard();
      const res = await server.request(`/api/admin/cards/${card.id}/approve`, {
        method: 'POST',
        json: {},
        adminToken: admin.adminToken,
      });
      expect(res.status).toBe(404);
      expect((await findCardById(db(), card.id))?.visibility).toBe('private');
      await share(card.id, 'public');
      const asUser = await server.request(`/api/admin/cards/${card.id}/approve`, {
        method: 'POST',
        json: {},
        token: owner.token,
      });
      expect(asUser.status).toBe(403);
      const anonymous = await server.request('/api/admin/cards');
      expect(anonymous.status).toBe(401);
      expect((await findCardById(db(), card.id))?.visibility).toBe('submitted');
    });

    it('counts cards on the dashboard', async () => {
      const admin = await buildAdmin(db());
      const before = (await server.request('/api/admin/dashboard', { adminToken: admin.adminToken })).body.cards;
      const card = await createCard();
      await share(card.id, 'public');
      const deleted = await createCard();
      await server.request(`/api/cards/${deleted.id}`, { method: 'DELETE', token: owner.token });
      const after = (await server.request('/api/admin/dashboard', { adminToken: admin.adminToken })).body.cards;
      expect(after).toEqual({
        total: before.total + 1,
        shared: before.shared + 1,
        submitted: before.submitted + 1,
        approved: before.approved,
        createdToday: before.createdToday + 1,
      });
    });
  });
});
