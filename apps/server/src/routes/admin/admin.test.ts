import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LOGIN_MAX_FAILURES, type Role } from '@inkcard/shared';
import { startTestServer, type TestServer } from '../../test/test-server';
import { adminLoginWithCaptcha, deviceCookieOf, fetchCaptcha } from '../../test/auth-helpers';
import { buildAdmin, buildUser } from '../../test/factories';
import { createSession } from '../../services/sessions';

const CAPTCHA = 'e2e8';
let server: TestServer;
const db = () => server.deps.database.db;

beforeAll(async () => {
  server = await startTestServer({ CAPTCHA_TEST_ANSWER: CAPTCHA });
});
afterAll(() => server.close());

const en = { 'accept-language': 'en' };
const setRole = (adminToken: string, id: number, role: Role) =>
  server.request(`/api/admin/users/${id}/role`, { method: 'PUT', adminToken, json: { role }, headers: en });

describe('POST /api/admin/login', () => {
  it('signs an admin in by email or username with a separate admin token', async () => {
    const admin = await buildUser(db(), { role: 'admin' });
    const byEmail = await adminLoginWithCaptcha(server, {
      username: admin.user.email.toUpperCase(),
      password: admin.password,
    });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body).toMatchObject({ success: true, user: { id: admin.user.id, role: 'admin', isAdmin: true } });
    expect(byEmail.body.user.passwordHash).toBeUndefined();
    expect(byEmail.headers.get('cache-control')).toBe('no-store');
    const byName = await adminLoginWithCaptcha(server, { username: admin.user.username, password: admin.password });
    expect(byName.status).toBe(200);

    const me = await server.request('/api/admin/me', { adminToken: byEmail.body.token });
    expect(me.body.user.id).toBe(admin.user.id);
    // The admin token is not a user token.
    const asUser = await server.request('/api/admin/me', { token: byEmail.body.token });
    expect(asUser.status).toBe(401);
  });

  it.each<[string, Role | null, boolean]>([
    ['a normal user with the right password', 'normal', true],
    ['a member with the right password', 'member', true],
    ['an admin with a wrong password', 'admin', false],
    ['an unknown account', null, true],
  ])('gives the same answer for %s', async (_label, role, rightPassword) => {
    const built = role ? await buildUser(db(), { role }) : undefined;
    const res = await adminLoginWithCaptcha(server, {
      username: built?.user.email ?? 'nobody@qq.com',
      password: rightPassword && built ? built.password : 'wrong-password',
      headers: en,
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      success: false,
      code: 'ADMIN_INVALID_CREDENTIALS',
      message: 'Invalid username or password',
    });
  });

  it('answers a malformed body with 400', async () => {
    const res = await server.request('/api/admin/login', { json: { username: '' } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('answers a NUL byte in the username with 400, not 500', async () => {
    for (const username of ['a\u0000b', '\u0000', 'admin\u0000@qq.com']) {
      const { cookie } = await fetchCaptcha(server);
      const res = await server.request('/api/admin/login', {
        json: { username, password: 'whatever', captcha: CAPTCHA },
        headers: { cookie, ...en },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
  });

  it('needs the captcha: missing, wrong or reused, the password is never checked', async () => {
    const admin = await buildUser(db(), { role: 'admin' });
    const none = await server.request('/api/admin/login', {
      json: { username: admin.user.email, password: admin.password, captcha: CAPTCHA },
      headers: en,
    });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({
      success: false,
      code: 'CAPTCHA_INVALID',
      message: 'The captcha is wrong or has expired, please try again',
    });
    const { cookie } = await fetchCaptcha(server);
    const wrong = await server.request('/api/admin/login', {
      json: { username: admin.user.email, password: admin.password, captcha: 'nope' },
      headers: { cookie },
    });
    expect(wrong.body.code).toBe('CAPTCHA_INVALID');
    const reused = await server.request('/api/admin/login', {
      json: { username: admin.user.email, password: admin.password, captcha: CAPTCHA },
      headers: { cookie },
    });
    expect(reused.body.code).toBe('CAPTCHA_INVALID');
    const omitted = await server.request('/api/admin/login', {
      json: { username: admin.user.email, password: admin.password },
      headers: { cookie: (await fetchCaptcha(server)).cookie },
    });
    expect(omitted.status).toBe(400);
  });

  it('rate-limits sign-in attempts per address', async () => {
    const limited = await startTestServer({ RATE_LIMIT: 'true', CAPTCHA_TEST_ANSWER: CAPTCHA });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 22; i += 1) {
        const res = await limited.request('/api/admin/login', {
          json: { username: 'x@qq.com', password: 'nope', captcha: 'nope' },
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('throttles password guesses per account, whatever address they come from', async () => {
    // Issue 17: 1,046 guesses in 10 s from rotating addresses all got 401.
    const proxied = await startTestServer({ CAPTCHA_TEST_ANSWER: CAPTCHA, TRUST_PROXY: '127.0.0.1' });
    try {
      const admin = await buildUser(proxied.deps.database.db, { role: 'superAdmin' });
      const earlier = await adminLoginWithCaptcha(proxied, { username: admin.user.email, password: admin.password });
      const device = deviceCookieOf(earlier);
      const statuses: number[] = [];
      for (let i = 0; i < LOGIN_MAX_FAILURES + 2; i++) {
        // By email and by username alike: both name the same account.
        const res = await adminLoginWithCaptcha(proxied, {
          username: i % 2 ? admin.user.email : admin.user.username,
          password: `guess-${i}`,
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([...Array(LOGIN_MAX_FAILURES).fill(401), 429, 429]);
      const right = await adminLoginWithCaptcha(proxied, {
        username: admin.user.username,
        password: admin.password,
        headers: { 'x-forwarded-for': '198.51.100.99', ...en },
      });
      expect(right.status).toBe(429);
      expect(right.body.code).toBe('LOGIN_THROTTLED');
      expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
      // The owner's own browser still gets in.
      const owner = await adminLoginWithCaptcha(proxied, {
        username: admin.user.username,
        password: admin.password,
        cookie: device,
      });
      expect(owner.status).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe('POST /api/admin/logout', () => {
  it('revokes the admin session and always succeeds', async () => {
    const admin = await buildAdmin(db());
    expect((await server.request('/api/admin/logout', { method: 'POST', adminToken: admin.adminToken })).body).toEqual({
      success: true,
    });
    expect((await server.request('/api/admin/dashboard', { adminToken: admin.adminToken })).status).toBe(401);
    expect((await server.request('/api/admin/logout', { method: 'POST' })).status).toBe(200);
  });
});

describe('admin endpoints refuse anyone but a signed-in administrator', () => {
  const endpoints: [string, string, unknown?][] = [
    ['GET', '/api/admin/dashboard'],
    ['GET', '/api/admin/users'],
    ['GET', '/api/admin/stats?days=7'],
    ['GET', '/api/admin/permissions'],
    ['GET', '/api/admin/me'],
    ['PUT', '/api/admin/users/1/role', { role: 'member' }],
  ];

  it.each(endpoints)('%s %s: 401 without a token', async (method, path, json) => {
    const res = await server.request(path, { method, json });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('ADMIN_UNAUTHENTICATED');
  });

  it.each(endpoints)('%s %s: 403 for normal users and members', async (method, path, json) => {
    for (const role of ['normal', 'member'] as const) {
      const { token } = await buildUser(db(), { role });
      const res = await server.request(path, { method, json, token });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
  });

  it.each(endpoints)(
    '%s %s: an admin’s user token in place of the admin token is refused',
    async (method, path, json) => {
      const admin = await buildAdmin(db(), 'superAdmin');
      expect((await server.request(path, { method, json, token: admin.token })).status).toBe(401);
      expect((await server.request(path, { method, json, adminToken: admin.token })).status).toBe(401);
    },
  );

  it('stops accepting an admin session once its user is no longer an administrator', async () => {
    const admin = await buildAdmin(db());
    await db().execute(sql`UPDATE users SET role = 'member' WHERE id = ${admin.user.id}`);
    expect((await server.request('/api/admin/dashboard', { adminToken: admin.adminToken })).status).toBe(401);
  });
});

describe('PUT /api/admin/users/:id/role', () => {
  it('lets an admin set normal and member only, and not touch administrators', async () => {
    const admin = await buildAdmin(db(), 'admin');
    const target = await buildUser(db());
    const other = await buildAdmin(db(), 'admin');
    const boss = await buildAdmin(db(), 'superAdmin');

    const promoted = await setRole(admin.adminToken, target.user.id, 'member');
    expect(promoted.status).toBe(200);
    expect(promoted.body.user).toMatchObject({ id: target.user.id, role: 'member' });
    expect((await setRole(admin.adminToken, target.user.id, 'normal')).body.user.role).toBe('normal');

    for (const role of ['admin', 'superAdmin'] as const) {
      const res = await setRole(admin.adminToken, target.user.id, role);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('ROLE_CHANGE_FORBIDDEN');
    }
    for (const victim of [other, boss]) {
      const res = await setRole(admin.adminToken, victim.user.id, 'normal');
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('ROLE_CHANGE_FORBIDDEN');
    }
  });

  it('lets a superAdmin grant and remove every role, and the user’s next /auth/me reads it', async () => {
    const boss = await buildAdmin(db(), 'superAdmin');
    const target = await buildUser(db());
    for (const role of ['member', 'admin', 'superAdmin', 'admin', 'normal'] as const) {
      const res = await setRole(boss.adminToken, target.user.id, role);
      expect(res.status).toBe(200);
      expect(res.body.user.role).toBe(role);
      const result = (await db().execute(sql`SELECT role FROM users WHERE id = ${target.user.id}`)) as {
        rows: { role: string }[];
      };
      const [row] = result.rows;
      expect(row?.role).toBe(role);
    }
  });

  it('refuses a change of one’s own role with 403', async () => {
    for (const role of ['admin', 'superAdmin'] as const) {
      const me = await buildAdmin(db(), role);
      const res = await setRole(me.adminToken, me.user.id, 'normal');
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('ROLE_CHANGE_SELF');
    }
  });

  it('never demotes the last superAdmin', async () => {
    // A fresh server so the superAdmins are exactly the ones made here.
    const solo = await startTestServer();
    try {
      const a = await buildAdmin(solo.deps.database.db, 'superAdmin');
      const b = await buildAdmin(solo.deps.database.db, 'superAdmin');
      const put = (token: string, id: number, role: Role) =>
        solo.request(`/api/admin/users/${id}/role`, { method: 'PUT', adminToken: token, json: { role } });
      expect((await put(a.adminToken, b.user.id, 'admin')).status).toBe(200);
      // b is an admin now, and its console session ended with the demotion.
      expect((await put(b.adminToken, a.user.id, 'admin')).body.code).toBe('ADMIN_UNAUTHENTICATED');
      // Signed in again, as an admin, b can no longer reach a.
      const { token: bAgain } = await createSession(solo.deps.database.db, b.user.id, { kind: 'admin' });
      const byAdmin = await put(bAgain, a.user.id, 'admin');
      expect(byAdmin.body.code).toBe('ROLE_CHANGE_FORBIDDEN');
      // a is the last superAdmin now; c, a new one, and a demote each other at the same time:
      // the lock lets exactly one through, so one superAdmin always remains.
      const c = await buildAdmin(solo.deps.database.db, 'superAdmin');
      const [first, second] = await Promise.all([
        put(a.adminToken, c.user.id, 'admin'),
        put(c.adminToken, a.user.id, 'admin'),
      ]);
      // The loser is refused by the rule, or, if the winner committed first, because its own
      // console session ended with its demotion.
      const statuses = [first.status, second.status].sort();
      expect(statuses[0]).toBe(200);
      expect([401, 403]).toContain(statuses[1]);
      const left = (await solo.deps.database.db.execute(
        sql`SELECT count(*)::int AS n FROM users WHERE role = 'superAdmin'`,
      )) as { rows: { n: number }[] };
      expect(left.rows[0]?.n).toBe(1);
    } finally {
      await solo.close();
    }
  });

  it('ends the console sessions of a user whose role changes: a later promotion brings none back', async () => {
    const boss = await buildAdmin(db(), 'superAdmin');
    const target = await buildAdmin(db(), 'admin');
    const second = await createSession(db(), target.user.id, { kind: 'admin' });
    expect((await server.request('/api/admin/me', { adminToken: target.adminToken })).status).toBe(200);
    expect((await setRole(boss.adminToken, target.user.id, 'normal')).status).toBe(200);
    expect((await setRole(boss.adminToken, target.user.id, 'admin')).status).toBe(200);
    for (const adminToken of [target.adminToken, second.token]) {
      const res = await server.request('/api/admin/me', { adminToken });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('ADMIN_UNAUTHENTICATED');
    }
    // The user's own (non-console) session is untouched, and a new console sign-in works.
    expect((await server.request('/api/auth/me', { token: target.token })).status).toBe(200);
    const again = await adminLoginWithCaptcha(server, { username: target.user.email, password: target.password });
    expect(again.status).toBe(200);
  });

  it('ends the console sessions of a superAdmin demoted to admin', async () => {
    const boss = await buildAdmin(db(), 'superAdmin');
    const target = await buildAdmin(db(), 'superAdmin');
    expect((await setRole(boss.adminToken, target.user.id, 'admin')).status).toBe(200);
    expect((await server.request('/api/admin/me', { adminToken: target.adminToken })).status).toBe(401);
  });

  it('answers an unknown user with 404 and a bad role with 400', async () => {
    const boss = await buildAdmin(db(), 'superAdmin');
    const missing = await setRole(boss.adminToken, 99_999_999, 'member');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('USER_NOT_FOUND');
    const target = await buildUser(db());
    const bad = await server.request(`/api/admin/users/${target.user.id}/role`, {
      method: 'PUT',
      adminToken: boss.adminToken,
      json: { role: 'god' },
    });
    expect(bad.status).toBe(400);
    expect(
      (
        await server.request('/api/admin/users/abc/role', {
          method: 'PUT',
          adminToken: boss.adminToken,
          json: { role: 'member' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('GET /api/admin/users', () => {
  it('filters by role, searches username and email, sorts and pages on the server', async () => {
    const s = await startTestServer();
    try {
      const d = s.deps.database.db;
      const admin = await buildAdmin(d, 'admin');
      const tag = 'zeta';
      const made = [];
      for (let i = 0; i < 5; i += 1) {
        made.push(
          await buildUser(d, {
            username: `${tag}_${i}`,
            email: `${tag}${i}@163.com`,
            role: i % 2 ? 'member' : 'normal',
            createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
          }),
        );
      }
      await buildUser(d, { username: 'percent%user', email: 'pct@qq.com' });
      const get = (qs: string) => s.request(`/api/admin/users?${qs}`, { adminToken: admin.adminToken });

      const members = await get('role=member');
      expect(members.body.users.map((u: { username: string }) => u.username).sort()).toEqual(['zeta_1', 'zeta_3']);
      expect(members.body.total).toBe(2);

      const searched = await get(`q=${tag.toUpperCase()}&sort=createdAt&pageSize=2&page=2`);
      expect(searched.body.total).toBe(5);
      expect(searched.body.users.map((u: { username: string }) => u.username)).toEqual(['zeta_2', 'zeta_3']);
      expect(searched.body.grantableRoles[String(made[2]!.user.id)]).toEqual(['normal', 'member']);
      expect((await get('q=163.com&sort=-username&pageSize=1')).body.users[0].username).toBe('zeta_4');
      // LIKE wildcards are searched literally.
      expect((await get('q=%25')).body.users.map((u: { username: string }) => u.username)).toEqual(['percent%user']);
      expect((await get('sort=password')).status).toBe(400);
      expect((await get('pageSize=1000')).status).toBe(400);
      const self = await get(`q=${encodeURIComponent(admin.user.email)}`);
      expect(self.body.grantableRoles[String(admin.user.id)]).toEqual([]);
    } finally {
      await s.close();
    }
  });

  it('answers a NUL byte in the search with 400, not 500', async () => {
    const admin = await buildAdmin(db(), 'admin');
    for (const q of ['%00', 'a%00b', '%00%25']) {
      const res = await server.request(`/api/admin/users?q=${q}`, { adminToken: admin.adminToken, headers: en });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', fields: { q: expect.any(String) } });
    }
  });
});

describe('admin answers are never stored by a cache', () => {
  it.each([
    '/api/admin/users',
    '/api/admin/dashboard',
    '/api/admin/stats?days=7',
    '/api/admin/me',
    '/api/admin/permissions',
  ])('%s: Cache-Control no-store', async (path) => {
    const admin = await buildAdmin(db(), 'superAdmin');
    const res = await server.request(path, { adminToken: admin.adminToken });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('GET /api/admin/permissions', () => {
  it('answers the matrix the role rules enforce', async () => {
    const admin = await buildAdmin(db());
    const res = await server.request('/api/admin/permissions', { adminToken: admin.adminToken });
    expect(res.status).toBe(200);
    expect(res.body.roles).toEqual(['normal', 'member', 'admin', 'superAdmin']);
    expect(res.body.matrix.admin).toMatchObject({
      viewAdminConsole: true,
      setRoleNormalOrMember: true,
      setRoleAdminOrSuperAdmin: false,
    });
    expect(res.body.matrix.superAdmin.setRoleAdminOrSuperAdmin).toBe(true);
    expect(res.body.matrix.member.viewAdminConsole).toBe(false);
  });
});

describe('statistics against seeded data', () => {
  const DAY = 86_400_000;
  const todayMidnight = () => {
    const now = new Date();
    return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  };
  const iso = (ms: number) => new Date(ms).toISOString();

  it('counts per UTC day, splitting at midnight, with the breakdowns and the dashboard', async () => {
    const s = await startTestServer();
    try {
      const d = s.deps.database.db;
      const admin = await buildAdmin(d, 'admin');
      const t0 = todayMidnight();
      // Visits: today 3 (one exactly at midnight), yesterday 2 (one 1 ms before midnight),
      // 6 days ago 1, 7 days ago 4 (outside the 7-day window, inside 30).
      const visits: [string, number][] = [
        ['/quote', t0],
        ['/quote', t0 + 1000],
        ['/', t0 + 3_600_000],
        ['/quote', t0 - 1],
        ['/gallery', t0 - DAY + 5],
        ['/profile', t0 - 6 * DAY],
        ['/profile', t0 - 7 * DAY],
        ['/profile', t0 - 7 * DAY + 1],
        ['/profile', t0 - 6 * DAY - 1],
        ['/profile', t0 - 6 * DAY - 2],
      ];
      for (const [path, at] of visits) {
        await d.execute(
          sql`INSERT INTO page_visits (path, visitor_hash, created_at) VALUES (${path}, 'h', ${iso(at)}::timestamptz)`,
        );
      }
      const downloads: [string, string, number][] = [
        ['quote', 'quote/redBold', t0 + 10],
        ['quote', 'quote/redBold', t0 - 1],
        ['profile', 'profile/default', t0 - 2 * DAY],
        ['article', 'article/hotNews', t0 - 40 * DAY],
      ];
      for (const [cardType, template, at] of downloads) {
        await d.execute(
          sql`INSERT INTO download_events (card_type, template, visitor_hash, created_at) VALUES (${cardType}::card_type, ${template}, 'h', ${iso(at)}::timestamptz)`,
        );
      }
      await d.execute(sql`UPDATE users SET created_at = ${iso(t0 - DAY)}::timestamptz WHERE id = ${admin.user.id}`);
      await buildUser(d, { createdAt: new Date(t0 + 5) });
      await buildUser(d, { createdAt: new Date(t0 - 1) });
      await buildUser(d, { role: 'member', createdAt: new Date(t0 - 100 * DAY) });

      const day = (offset: number) => iso(t0 + offset * DAY).slice(0, 10);
      const week = await s.request('/api/admin/stats?days=7', { adminToken: admin.adminToken });
      expect(week.status).toBe(200);
      expect(week.body.visits).toHaveLength(7);
      expect(week.body.visits.map((v: { date: string }) => v.date)).toEqual([-6, -5, -4, -3, -2, -1, 0].map(day));
      expect(week.body.visits.map((v: { count: number }) => v.count)).toEqual([1, 0, 0, 0, 0, 2, 3]);
      expect(week.body.downloads.map((v: { count: number }) => v.count)).toEqual([0, 0, 0, 0, 1, 1, 1]);
      expect(week.body.registrations.map((v: { count: number }) => v.count)).toEqual([0, 0, 0, 0, 0, 2, 1]);
      expect(week.body.topPages).toEqual([
        { path: '/quote', count: 3 },
        { path: '/', count: 1 },
        { path: '/gallery', count: 1 },
        { path: '/profile', count: 1 },
      ]);
      expect(week.body.downloadsByCardType).toEqual([
        { cardType: 'quote', count: 2 },
        { cardType: 'profile', count: 1 },
      ]);
      expect(week.body.downloadsByTemplate[0]).toEqual({ template: 'quote/redBold', count: 2 });

      const month = await s.request('/api/admin/stats?days=30', { adminToken: admin.adminToken });
      expect(month.body.visits).toHaveLength(30);
      expect(month.body.visits.reduce((n: number, v: { count: number }) => n + v.count, 0)).toBe(10);
      expect(month.body.topPages[0]).toEqual({ path: '/profile', count: 5 });
      const quarter = await s.request('/api/admin/stats?days=90', { adminToken: admin.adminToken });
      expect(quarter.body.downloadsByCardType).toContainEqual({ cardType: 'article', count: 1 });
      expect((await s.request('/api/admin/stats?days=8', { adminToken: admin.adminToken })).status).toBe(400);

      const dash = await s.request('/api/admin/dashboard', { adminToken: admin.adminToken });
      expect(dash.body).toMatchObject({
        success: true,
        totalUsers: 4,
        members: 1,
        admins: 1,
        todayVisits: 3,
        todayDownloads: 1,
      });
      expect(dash.body.trend).toHaveLength(7);
      expect(dash.body.trend[5]).toEqual({ date: day(-1), visits: 2, downloads: 1 });
    } finally {
      await s.close();
    }
  });
});
