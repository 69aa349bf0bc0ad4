import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blessingState, quoteState } from '../../test/card-states';
import { buildAdmin, buildUser, type BuiltUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';

const PUBLIC_URL = 'https://cards.example.com';

/** The SPA's own index.html (its title, description and theme script), as the build serves it. */
function webDist(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkcard-share-'));
  fs.copyFileSync(path.resolve(here, '../../../../web/index.html'), path.join(dir, 'index.html'));
  return dir;
}

/** The content of each `<meta property|name="key" content="…">` in a page, by key. */
function metaTags(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const m of html.matchAll(/<meta\s+(?:property|name)="([^"]+)"\s+content="([^"]*)"/g)) tags[m[1]!] = m[2]!;
  return tags;
}

const unescape = (text: string): string =>
  text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

describe('share pages (/c/:shareId) for link previews', () => {
  let server: TestServer;
  let dir: string;
  let owner: BuiltUser;

  beforeAll(async () => {
    dir = webDist();
    server = await startTestServer({ WEB_DIST: dir, PUBLIC_URL, RATE_LIMIT: 'false' });
    owner = await buildUser(server.deps.database.db);
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Saves a card, gives it a thumbnail and turns its link on. */
  async function sharedCard(state: Record<string, unknown>, sharing = 'unlisted') {
    const created = await server.request('/api/cards', { json: { state }, token: owner.token });
    const { id } = created.body.card as { id: number };
    const image = await sharp({ create: { width: 1080, height: 1440, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const thumb = await server.request(`/api/cards/${id}/thumbnail?version=1`, {
      method: 'PUT',
      body: image,
      headers: { 'content-type': 'image/png' },
      token: owner.token,
    });
    const shared = await server.request(`/api/cards/${id}/sharing`, {
      method: 'PUT',
      json: { sharing },
      token: owner.token,
    });
    return { id, shareId: shared.body.card.shareId as string, thumbnailUrl: thumb.body.card.thumbnailUrl as string };
  }

  it('answers the SPA with the card’s title, description, Open Graph and Twitter tags, and noindex', async () => {
    const card = await sharedCard(
      quoteState('名言内容：Stay hungry, stay <foolish> & "kind"\n作者：Jobs', { lang: 'en' }),
    );
    const res = await server.request(`/c/${card.shareId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    const html = new TextDecoder().decode(res.raw);
    // Still the app: its root and its theme script (allowed by the same CSP hash).
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain("localStorage.getItem('darkMode')");
    expect(html).toContain('<html lang="en"');
    const title = 'Stay hungry, stay <foolish> & "kind"';
    expect(html).toContain('<title>Stay hungry, stay &#60;foolish&#62; &#38; &#34;kind&#34; · 墨卡 Inkcard</title>');
    expect(html).not.toContain('<foolish>');
    const tags = Object.fromEntries(Object.entries(metaTags(html)).map(([k, v]) => [k, unescape(v)]));
    expect(tags).toMatchObject({
      robots: 'noindex',
      description: 'A quote card made with Inkcard 墨卡',
      'og:type': 'website',
      'og:title': `${title} · 墨卡 Inkcard`,
      'og:description': 'A quote card made with Inkcard 墨卡',
      'og:url': `${PUBLIC_URL}/c/${card.shareId}`,
      'og:image': `${PUBLIC_URL}${card.thumbnailUrl}`,
      'og:image:type': 'image/jpeg',
      'og:image:width': '600',
      'og:image:height': '800',
      'twitter:card': 'summary_large_image',
      'twitter:image': `${PUBLIC_URL}${card.thumbnailUrl}`,
    });
    // Exactly one description: index.html's own was replaced, not repeated.
    expect(html.match(/name="description"/g)).toHaveLength(1);
    // The preview image is served, cacheable, to anyone.
    const image = await server.request(card.thumbnailUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
  });

  it('describes a Chinese card in Chinese', async () => {
    const card = await sharedCard({ ...blessingState('春节快乐'), lang: 'zh' });
    const html = new TextDecoder().decode((await server.request(`/c/${card.shareId}`)).raw);
    expect(html).toContain('<html lang="zh-CN"');
    expect(metaTags(html)).toMatchObject({
      'og:title': '春节快乐 · 墨卡 Inkcard',
      description: '用墨卡 Inkcard 制作的祝福卡片',
    });
  });

  it('lets search engines index a card only once it is in the gallery', async () => {
    const admin = await buildAdmin(server.deps.database.db);
    const card = await sharedCard(quoteState(), 'public');
    const submitted = new TextDecoder().decode((await server.request(`/c/${card.shareId}`)).raw);
    expect(metaTags(submitted).robots).toBe('noindex');
    await server.request(`/api/admin/cards/${card.id}/approve`, {
      method: 'POST',
      json: {},
      adminToken: admin.adminToken,
    });
    const res = await server.request(`/c/${card.shareId}`);
    const approved = new TextDecoder().decode(res.raw);
    expect(metaTags(approved).robots).toBeUndefined();
    expect(res.headers.get('x-robots-tag')).toBeNull();
  });

  it('answers 404 with the SPA (its not-found page) once the link is off, and for links never issued', async () => {
    const card = await sharedCard(quoteState());
    await server.request(`/api/cards/${card.id}/sharing`, {
      method: 'PUT',
      json: { sharing: 'private' },
      token: owner.token,
    });
    for (const id of [card.shareId, 'AAAAAAAAAAAAAAAA', 'not-an-id', '%00']) {
      const res = await server.request(`/c/${id}`);
      expect(res.status, id).toBe(404);
      const html = new TextDecoder().decode(res.raw);
      expect(html).toContain('<div id="root"></div>');
      expect(metaTags(html).robots).toBe('noindex');
      expect(metaTags(html)['og:image']).toBeUndefined();
    }
  });

  it('has no preview image before the card has a thumbnail', async () => {
    const created = await server.request('/api/cards', { json: { state: quoteState() }, token: owner.token });
    const shared = await server.request(`/api/cards/${created.body.card.id}/sharing`, {
      method: 'PUT',
      json: { sharing: 'unlisted' },
      token: owner.token,
    });
    const html = new TextDecoder().decode((await server.request(`/c/${shared.body.card.shareId}`)).raw);
    expect(metaTags(html)).toMatchObject({
      'twitter:card': 'summary',
      'og:title': '知之为知之，不知为不知 · 墨卡 Inkcard',
    });
    expect(metaTags(html)['og:image']).toBeUndefined();
  });
});
