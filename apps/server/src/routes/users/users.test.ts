import crypto from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '@inkcard/shared';
import { countUserAvatars } from '../../db/queries/avatars';
import { loginWithCaptcha } from '../../test/auth-helpers';
import { buildUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';

const ENV = { CAPTCHA_TEST_ANSWER: 'e2e8', AUTH_RATE_LIMIT_SCALE: '100' };
const EN = { 'x-locale': 'en' };
const ZH = { 'x-locale': 'zh' };
const unique = (): string => crypto.randomBytes(4).toString('hex');

/** A photo-like test image: a gradient, so encoders have something to do. */
async function image(format: 'png' | 'jpeg' | 'gif', width = 400, height = 300): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#e11d48"/><stop offset="1" stop-color="#2563eb"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="50%" cy="50%" r="25%" fill="#fde047"/></svg>`;
  const base = sharp(Buffer.from(svg));
  if (format === 'png') return base.png().toBuffer();
  if (format === 'gif') return base.gif().toBuffer();
  // With EXIF (camera, GPS-like comment) that must not survive re-encoding.
  return base
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'private-location-42.3N' } })
    .toBuffer();
}

/** An animated two-frame GIF: red, then blue. */
async function animatedGif(): Promise<Buffer> {
  const frame = (color: string) =>
    sharp({ create: { width: 64, height: 64, channels: 3, background: color } })
      .png()
      .toBuffer();
  return sharp([await frame('#ff0000'), await frame('#0000ff')], { join: { animated: true } })
    .gif({ delay: [200, 200] })
    .toBuffer();
}

/** A multipart body with one file part. */
function avatarForm(bytes: Uint8Array, fileName: string, type: string, field = 'avatar'): FormData {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), fileName);
  return form;
}

describe('users API', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(ENV);
  });
  afterAll(() => server.close());

  const me = async (token: string) => (await server.request('/api/auth/me', { token })).body.user;

  describe('PUT /api/users/profile', () => {
    it('changes the username', async () => {
      const { token } = await buildUser(server.deps.database.db);
      const username = `新名字_${unique()}`;
      const res = await server.request('/api/users/profile', {
        method: 'PUT',
        json: { username: `  ${username} ` },
        token,
        headers: ZH,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, user: { username }, message: '基本信息已保存' });
      expect((await me(token)).username).toBe(username);
    });

    it('answers NO_CHANGES for the same username', async () => {
      const { user, token } = await buildUser(server.deps.database.db);
      const res = await server.request('/api/users/profile', {
        method: 'PUT',
        json: { username: user.username },
        token,
        headers: EN,
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, code: 'NO_CHANGES', message: 'There are no changes to save' });
    });

    it('allows changing only the letter case of one’s own name', async () => {
      const { user, token } = await buildUser(server.deps.database.db);
      const res = await server.request('/api/users/profile', {
        method: 'PUT',
        json: { username: user.username.toUpperCase() },
        token,
      });
      expect(res.status).toBe(200);
    });

    it('refuses a username someone else holds, and invalid ones', async () => {
      const other = await buildUser(server.deps.database.db);
      const { user, token } = await buildUser(server.deps.database.db);
      const taken = await server.request('/api/users/profile', {
        method: 'PUT',
        json: { username: other.user.username.toUpperCase() },
        token,
      });
      expect(taken.status).toBe(409);
      expect(taken.body.code).toBe('USERNAME_TAKEN');
      for (const username of ['x', 'y'.repeat(33), 'tab\there', 'zero\u200bwidth']) {
        const res = await server.request('/api/users/profile', { method: 'PUT', json: { username }, token });
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('USERNAME_INVALID');
      }
      const blank = await server.request('/api/users/profile', { method: 'PUT', json: { username: ' ' }, token });
      expect(blank.body.code).toBe('REQUIRED_FIELDS');
      expect((await me(token)).username).toBe(user.username);
    });

    it('needs a signed-in user', async () => {
      const res = await server.request('/api/users/profile', { method: 'PUT', json: { username: 'someone' } });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('PUT /api/users/password', () => {
    it('changes the password, keeps this session and revokes the others', async () => {
      const { user, token, password } = await buildUser(server.deps.database.db);
      const other = await loginWithCaptcha(server, { email: user.email, password });
      expect(other.status).toBe(200);
      const newPassword = `New-${unique()}-pass`;
      const res = await server.request('/api/users/password', {
        method: 'PUT',
        json: { currentPassword: password, newPassword },
        token,
        headers: ZH,
      });
      expect(res.body).toEqual({ success: true, message: '密码已更新' });
      expect((await server.request('/api/auth/me', { token })).status).toBe(200);
      expect((await server.request('/api/auth/me', { token: other.body.token })).status).toBe(401);
      expect((await loginWithCaptcha(server, { email: user.email, password })).status).toBe(401);
      expect((await loginWithCaptcha(server, { email: user.email, password: newPassword })).status).toBe(200);
    });

    it.each([
      ['a wrong current password', { currentPassword: 'wrong-one' }, 'CURRENT_PASSWORD_WRONG'],
      ['a short new password', { newPassword: '12345' }, 'PASSWORD_TOO_SHORT'],
      ['a common new password', { newPassword: 'sunshine' }, 'PASSWORD_TOO_COMMON'],
      ['a missing field', { newPassword: '' }, 'REQUIRED_FIELDS'],
    ])('refuses %s', async (_label, change, code) => {
      const { token, password } = await buildUser(server.deps.database.db);
      const res = await server.request('/api/users/password', {
        method: 'PUT',
        json: { currentPassword: password, newPassword: `Fine-${unique()}`, ...change },
        token,
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(code);
      expect((await server.request('/api/auth/me', { token })).status).toBe(200);
    });
  });

  describe('POST /api/users/avatar and GET /uploads/avatars/:file', () => {
    it.each([
      ['png', 'image/png'],
      ['jpeg', 'image/jpeg'],
      ['gif', 'image/gif'],
    ] as const)('accepts a real %s, re-encoded to a 256×256 WebP served with cache headers', async (format, type) => {
      const { user, token } = await buildUser(server.deps.database.db);
      const bytes = await image(format);
      if (format === 'jpeg') expect(bytes.includes('SecretCam')).toBe(true);
      const res = await server.request('/api/users/avatar', {
        body: avatarForm(bytes, `me.${format}`, type),
        token,
        headers: ZH,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: '头像更新成功' });
      expect(res.body.avatar).toMatch(new RegExp(`^${user.id}-[0-9a-f]{16}\\.webp$`));
      expect(res.body.user.avatar).toBe(res.body.avatar);
      expect((await me(token)).avatar).toBe(res.body.avatar);

      const served = await server.request(`/uploads/avatars/${res.body.avatar}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      const etag = served.headers.get('etag');
      expect(etag).toMatch(/^"[\w-]+"$/);
      const meta = await sharp(Buffer.from(served.raw)).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
      expect(meta.exif).toBeUndefined();
      expect(Buffer.from(served.raw).includes('SecretCam')).toBe(false);

      const again = await server.request(`/uploads/avatars/${res.body.avatar}`, {
        headers: { 'if-none-match': etag! },
      });
      expect(again.status).toBe(304);
    });

    it('keeps the first frame of an animated GIF', async () => {
      const { token } = await buildUser(server.deps.database.db);
      const res = await server.request('/api/users/avatar', {
        body: avatarForm(await animatedGif(), 'anim.gif', 'image/gif'),
        token,
      });
      expect(res.status).toBe(200);
      const served = await server.request(`/uploads/avatars/${res.body.avatar}`);
      const meta = await sharp(Buffer.from(served.raw)).metadata();
      expect(meta.pages ?? 1).toBe(1);
      const pixel = await sharp(Buffer.from(served.raw))
        .extract({ left: 128, top: 128, width: 1, height: 1 })
        .raw()
        .toBuffer();
      expect(pixel[0]).toBeGreaterThan(200); // red, the first frame
      expect(pixel[2]).toBeLessThan(60);
    });

    it('replaces the previous avatar: the old file is deleted and answers 404', async () => {
      const { user, token } = await buildUser(server.deps.database.db);
      const first = await server.request('/api/users/avatar', {
        body: avatarForm(await image('png'), 'a.png', 'image/png'),
        token,
      });
      const second = await server.request('/api/users/avatar', {
        body: avatarForm(await image('jpeg'), 'b.jpg', 'image/jpeg'),
        token,
      });
      expect(second.body.avatar).not.toBe(first.body.avatar);
      expect(await countUserAvatars(server.deps.database.db, user.id)).toBe(1);
      const old = await server.request(`/uploads/avatars/${first.body.avatar}`, { headers: EN });
      expect(old.status).toBe(404);
      expect(old.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'The requested resource was not found' });
    });

    const gifHeader = Buffer.from('GIF89a', 'latin1');
    const cases: [string, () => Promise<Buffer> | Buffer, string, string, number, string][] = [
      [
        'an SVG',
        () =>
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>'),
        'a.svg',
        'image/svg+xml',
        415,
        'AVATAR_TYPE',
      ],
      [
        'an HTML page',
        () => Buffer.from('<!doctype html><script>alert(document.cookie)</script>'),
        'a.png',
        'image/png',
        415,
        'AVATAR_TYPE',
      ],
      [
        'a GIF/HTML polyglot',
        () => Buffer.concat([gifHeader, Buffer.from('/*<html><script>alert(1)</script>*/=1;')]),
        'a.gif',
        'image/gif',
        400,
        'AVATAR_UNREADABLE',
      ],
      [
        'an ELF executable renamed .png',
        () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), crypto.randomBytes(4096)]),
        'photo.png',
        'image/png',
        415,
        'AVATAR_TYPE',
      ],
      [
        'a PNG header on random bytes',
        () => Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), crypto.randomBytes(2048)]),
        'a.png',
        'image/png',
        400,
        'AVATAR_UNREADABLE',
      ],
      [
        'a 3 MB file',
        async () => Buffer.concat([await image('png'), crypto.randomBytes(3 * 1024 * 1024)]),
        'big.png',
        'image/png',
        413,
        'AVATAR_TOO_LARGE',
      ],
      ['an empty file', () => Buffer.alloc(0), 'a.png', 'image/png', 400, 'AVATAR_MISSING'],
    ];

    it.each(cases)(
      'rejects %s with a 4xx and leaves the user unchanged',
      async (_label, make, name, type, status, code) => {
        const { token } = await buildUser(server.deps.database.db);
        const res = await server.request('/api/users/avatar', {
          body: avatarForm(await make(), name, type),
          token,
          headers: ZH,
        });
        expect(res.status).toBe(status);
        expect(res.body.success).toBe(false);
        expect(res.body.code).toBe(code);
        expect(typeof res.body.message).toBe('string');
        expect((await me(token)).avatar).toBeNull();
      },
    );

    it('says which formats and size are allowed, in the spec’s words', async () => {
      const { token } = await buildUser(server.deps.database.db);
      const svg = await server.request('/api/users/avatar', {
        body: avatarForm(Buffer.from('<svg/>'), 'a.svg', 'image/svg+xml'),
        token,
        headers: ZH,
      });
      expect(svg.body.message).toBe('只支持JPG、PNG和GIF格式的图片');
      const big = await server.request('/api/users/avatar', {
        body: avatarForm(Buffer.alloc(AVATAR_MAX_BYTES + 1, 0xff), 'a.jpg', 'image/jpeg'),
        token,
        headers: ZH,
      });
      expect(big.body.message).toBe('图片大小不能超过2MB');
    });

    it('accepts a file just under 2 MB', async () => {
      const { token } = await buildUser(server.deps.database.db);
      // A noisy PNG compresses badly, so a real image can be made close to the limit.
      const noise = await sharp(crypto.randomBytes(800 * 800 * 3), { raw: { width: 800, height: 800, channels: 3 } })
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(noise.byteLength).toBeGreaterThan(1_048_576);
      expect(noise.byteLength).toBeLessThanOrEqual(AVATAR_MAX_BYTES);
      const res = await server.request('/api/users/avatar', { body: avatarForm(noise, 'n.png', 'image/png'), token });
      expect(res.status).toBe(200);
    });

    it('needs the field named avatar, a multipart body and a signed-in user', async () => {
      const { token } = await buildUser(server.deps.database.db);
      const png = await image('png');
      const wrongField = await server.request('/api/users/avatar', {
        body: avatarForm(png, 'a.png', 'image/png', 'file'),
        token,
      });
      expect(wrongField.body.code).toBe('AVATAR_MISSING');
      const json = await server.request('/api/users/avatar', { json: { avatar: 'x' }, token });
      expect(json.status).toBe(400);
      expect(json.body.code).toBe('AVATAR_MISSING');
      const anonymous = await server.request('/api/users/avatar', { body: avatarForm(png, 'a.png', 'image/png') });
      expect(anonymous.status).toBe(401);
    });

    it('answers malformed multipart bodies with a 4xx in the error shape, never 500', async () => {
      const { token } = await buildUser(server.deps.database.db);
      const png = await image('png');
      const post = (body: string | FormData, type?: string) =>
        server.request('/api/users/avatar', {
          method: 'POST',
          body,
          token,
          headers: type ? { 'content-type': type, ...EN } : EN,
        });
      const expectRefused = (res: { status: number; body: { success?: boolean; code?: string } }) => {
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(res.body).toMatchObject({ success: false, code: expect.any(String) });
      };
      // multipart/form-data without a boundary.
      const noBoundary = await post(
        '--x\r\nContent-Disposition: form-data; name="avatar"\r\n\r\nab',
        'multipart/form-data',
      );
      expectRefused(noBoundary);
      expect(noBoundary.body.code).toBe('VALIDATION_FAILED');
      // Eleven text fields before the file: past the fields limit.
      const manyFields = new FormData();
      for (let i = 0; i < 11; i++) manyFields.append(`field${i}`, 'value');
      manyFields.append('avatar', new Blob([png], { type: 'image/png' }), 'a.png');
      expectRefused(await post(manyFields));
      // A part cut short, and a body that is not multipart at all.
      const cut = '--x\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\n\x89PNG';
      expectRefused(await post(cut, 'multipart/form-data; boundary=x'));
      expectRefused(await post('garbage', 'multipart/form-data; boundary=x'));
      // Two files where one is allowed.
      const twoFiles = avatarForm(png, 'a.png', 'image/png');
      twoFiles.append('avatar', new Blob([png], { type: 'image/png' }), 'b.png');
      // The first is taken and the rest ignored, or the body refused: never a 500.
      const two = await post(twoFiles);
      if (two.status === 200) expect(two.body.avatar).toMatch(/\.webp$/);
      else expectRefused(two);
    });

    it.each(['nope.webp', '1-abc.webp', '..%2F..%2Fetc%2Fpasswd', '1-0123456789abcdef.png', '0-0123456789abcdef.webp'])(
      'answers 404 in the error shape for the name %s',
      async (name) => {
        const res = await server.request(`/uploads/avatars/${name}`);
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
      },
    );
  });
});
