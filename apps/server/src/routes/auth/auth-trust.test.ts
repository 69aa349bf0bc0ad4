import crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  LOGIN_MAX_FAILURES,
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_OTHERS_MAX_GUESSES,
  VERIFICATION_MAILS_PER_MAILBOX_PER_HOUR,
} from '@inkcard/shared';
import type { MailMessage } from '../../email/mailer';
import { adminLoginWithCaptcha, deviceCookieOf, loginWithCaptcha } from '../../test/auth-helpers';
import { buildUser } from '../../test/factories';
import { captureMail, type TestInbox } from '../../test/mail';
import { startTestServer, type TestServer } from '../../test/test-server';

/*
 * Issue 31, findings 1, 2, 6 and 9's emailed code: what the second attack on sign-in found.
 * Every request names its client address (X-Forwarded-For from the trusted local proxy), as the
 * attack did from many machines.
 */

const CAPTCHA = 'e2e8';
const EN = { 'x-locale': 'en' };
const unique = (): string => crypto.randomBytes(4).toString('hex');
const newEmail = (): string => `t${unique()}@qq.com`;
const sixDigits = (text: string): string | undefined => /\b(\d{6})\b/.exec(text)?.[1];
let nextAddress = 0;
/** A client address of its own: a different machine each call. */
const newAddress = (): string => `198.51.${Math.floor(++nextAddress / 250)}.${nextAddress % 250}`;

function requester(server: TestServer, ip: string) {
  const headers = { 'x-forwarded-for': ip, ...EN };
  return {
    send: (email: string, purpose: 'register' | 'reset' | 'login') =>
      server.request('/api/auth/send-verification-code', { json: { email, purpose }, headers }),
    verify: (email: string, code: string, purpose: 'register' | 'reset' = 'register') =>
      server.request('/api/auth/verify-code', { json: { email, code, purpose }, headers }),
    reset: (email: string, code: string, newPassword: string) =>
      server.request('/api/auth/reset-password', { json: { email, code, newPassword }, headers }),
    loginWithCode: (email: string, code: string, cookie?: string) =>
      server.request('/api/auth/login-with-code', {
        json: { email, code },
        headers: { ...headers, ...(cookie ? { cookie } : {}) },
      }),
    login: (email: string, password: string, cookie?: string) =>
      loginWithCaptcha(server, { email, password, headers, ...(cookie ? { cookie } : {}) }),
  };
}

/** The code in the newest mail to an address (captured synchronously: it is there once the answer is). */
function codeMailedTo(inbox: TestInbox<MailMessage>, email: string): string {
  const mail = [...inbox.messages].reverse().find((m) => m.to === email);
  const code = mail && sixDigits(mail.text);
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}
const wrong = (code: string, i = 0): string => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

describe('nobody else’s wrong guesses void an owner’s code (issue 31 §1)', () => {
  let server: TestServer;
  let inbox: TestInbox<MailMessage>;
  beforeAll(async () => {
    server = await startTestServer({
      CAPTCHA_TEST_ANSWER: CAPTCHA,
      AUTH_RATE_LIMIT_SCALE: '100',
      TRUST_PROXY: '127.0.0.1',
    });
    inbox = captureMail(server);
  });
  afterAll(() => server.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets five wrong guesses from another client slow that client alone: the owner’s code still works', async () => {
    const owner = requester(server, newAddress());
    const attacker = requester(server, newAddress());
    const email = newEmail();
    expect((await owner.send(email, 'register')).status).toBe(200);
    const code = codeMailedTo(inbox, email);
    for (let i = 0; i < VERIFICATION_CODE_MAX_ATTEMPTS; i++) {
      expect((await attacker.verify(email, wrong(code, i))).body.code).toBe('CODE_INVALID');
    }
    const slowed = await attacker.verify(email, code);
    expect(slowed.status).toBe(429);
    expect(slowed.body.code).toBe('CODE_GUESSES_LIMITED');
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(0);
    const right = await owner.verify(email, code);
    expect(right.status).toBe(200);
    const registered = await server.request('/api/auth/register', {
      json: { username: `n_${unique()}`, email, password: `Ink-${unique()}-card`, verificationCode: code },
      headers: { 'x-forwarded-for': '203.0.113.250' },
    });
    expect(registered.status).toBe(200);
  });

  it('slows many clients together at a ceiling, never killing the owner’s reset code', async () => {
    const { user, password } = await buildUser(server.deps.database.db, { email: newEmail() });
    const owner = requester(server, newAddress());
    expect((await owner.send(user.email, 'reset')).status).toBe(200);
    const code = codeMailedTo(inbox, user.email);
    // One wrong guess from each of many machines: up to the ceiling they are checked…
    for (let i = 0; i < VERIFICATION_CODE_OTHERS_MAX_GUESSES; i++) {
      expect((await requester(server, newAddress()).verify(user.email, wrong(code, i), 'reset')).body.code).toBe(
        'CODE_INVALID',
      );
    }
    // …past it every other machine waits, even with the right code…
    const slowed = await requester(server, newAddress()).verify(user.email, code, 'reset');
    expect(slowed.status).toBe(429);
    expect(slowed.body.code).toBe('CODE_GUESSES_LIMITED');
    // …while the owner, who asked for the code, resets with it.
    const reset = await owner.reset(user.email, code, `New-${password}`);
    expect(reset.status).toBe(200);
  });

  it('takes a right code from the owner on another network, and a new code there once others are slowed', async () => {
    const email = newEmail();
    const phone = requester(server, newAddress());
    const laptop = requester(server, newAddress());
    expect((await phone.send(email, 'register')).status).toBe(200);
    expect((await laptop.verify(email, codeMailedTo(inbox, email))).status).toBe(200);

    const other = newEmail();
    expect((await phone.send(other, 'register')).status).toBe(200);
    const first = codeMailedTo(inbox, other);
    for (let i = 0; i < VERIFICATION_CODE_OTHERS_MAX_GUESSES; i++) {
      await requester(server, newAddress()).verify(other, wrong(first, i));
    }
    expect((await laptop.verify(other, first)).status).toBe(429);
    // Asking for a code where one is makes it that requester's own: guessers elsewhere cannot slow it.
    expect((await laptop.send(other, 'register')).status).toBe(200);
    expect((await laptop.verify(other, codeMailedTo(inbox, other))).status).toBe(200);
  });

  it('checks at most five of one client’s parallel guesses', async () => {
    const owner = requester(server, newAddress());
    const attacker = requester(server, newAddress());
    const email = newEmail();
    await owner.send(email, 'register');
    const code = codeMailedTo(inbox, email);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attacker.verify(email, wrong(code, i)).then((r) => r.body.code as string)),
    );
    expect(answers.filter((c) => c === 'CODE_INVALID')).toHaveLength(VERIFICATION_CODE_MAX_ATTEMPTS);
    expect(answers.filter((c) => c === 'CODE_GUESSES_LIMITED')).toHaveLength(12 - VERIFICATION_CODE_MAX_ATTEMPTS);
    expect((await owner.verify(email, code)).status).toBe(200);
  });
});

describe('an owner locked out by password guessers gets in (issue 31 §2) and an emailed code replaces the captcha (§9)', () => {
  let server: TestServer;
  let inbox: TestInbox<MailMessage>;
  beforeAll(async () => {
    server = await startTestServer({
      CAPTCHA_TEST_ANSWER: CAPTCHA,
      AUTH_RATE_LIMIT_SCALE: '100',
      TRUST_PROXY: '127.0.0.1',
    });
    inbox = captureMail(server);
  });
  afterAll(() => server.close());

  const lockOut = async (email: string): Promise<void> => {
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      expect((await requester(server, newAddress()).login(email, 'wrong-password')).status).toBe(401);
    }
  };
  const alertsTo = (email: string): MailMessage[] =>
    inbox.messages.filter((m) => m.to === email && m.subject.includes('someone is trying to sign in'));

  it('tells the owner by mail, once, that their account is being guessed at', async () => {
    const { user, password } = await buildUser(server.deps.database.db, { email: newEmail() });
    await lockOut(user.email);
    const locked = await requester(server, newAddress()).login(user.email, password);
    expect(locked.body.code).toBe('LOGIN_THROTTLED');
    for (let i = 0; i < 3; i++) await requester(server, newAddress()).login(user.email, 'wrong-password');
    const alerts = alertsTo(user.email);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.subject).toContain('有人在尝试登录');
    expect(alerts[0]!.text).toContain('/login?by=code');
    // An unknown address is throttled alike and mails nobody.
    const unknown = newEmail();
    await lockOut(unknown);
    expect((await requester(server, newAddress()).login(unknown, 'x')).body.code).toBe('LOGIN_THROTTLED');
    expect(inbox.messages.filter((m) => m.to === unknown)).toHaveLength(0);
  });

  it('signs the owner in with an emailed code (or its link), lifting the lock for them', async () => {
    const { user, password } = await buildUser(server.deps.database.db, { email: newEmail() });
    await lockOut(user.email);
    const owner = requester(server, newAddress());
    expect((await owner.login(user.email, password)).body.code).toBe('LOGIN_THROTTLED');
    expect((await owner.send(user.email, 'login')).status).toBe(200);
    const mail = [...inbox.messages].reverse().find((m) => m.to === user.email)!;
    expect(mail.subject).toBe('Your Inkcard sign-in code');
    const code = sixDigits(mail.text)!;
    expect(mail.text).toContain(`/login?email=${encodeURIComponent(user.email)}&code=${code}`);
    const signedIn = await owner.loginWithCode(user.email, code);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ success: true, user: { email: user.email } });
    expect((await server.request('/api/auth/me', { token: signedIn.body.token })).status).toBe(200);
    // The code works once.
    expect((await owner.loginWithCode(user.email, code)).body.code).toBe('CODE_EXPIRED');
    // The lock is lifted: the password works again from a new browser…
    expect((await requester(server, newAddress()).login(user.email, password)).status).toBe(200);
    // …and this browser is the owner's from now on, whatever guessers do.
    const device = deviceCookieOf(signedIn);
    await lockOut(user.email);
    await requester(server, newAddress()).login(user.email, 'wrong-password');
    expect((await owner.login(user.email, password, device)).status).toBe(200);
  });

  it('lifts the lock on the superAdmin’s console sign-in too', async () => {
    const { user, password } = await buildUser(server.deps.database.db, {
      email: newEmail(),
      username: `root_${unique()}`,
      role: 'superAdmin',
    });
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      await adminLoginWithCaptcha(server, {
        username: user.username,
        password: 'wrong',
        headers: { 'x-forwarded-for': newAddress() },
      });
    }
    const locked = await adminLoginWithCaptcha(server, {
      username: user.username,
      password,
      headers: { 'x-forwarded-for': newAddress() },
    });
    expect(locked.body.code).toBe('LOGIN_THROTTLED');
    const owner = requester(server, newAddress());
    await owner.send(user.email, 'login');
    expect((await owner.loginWithCode(user.email, codeMailedTo(inbox, user.email))).status).toBe(200);
    const console = await adminLoginWithCaptcha(server, {
      username: user.username,
      password,
      headers: { 'x-forwarded-for': newAddress() },
    });
    expect(console.status).toBe(200);
  });

  it('lifts the lock with a completed password reset, whose browser becomes the owner’s', async () => {
    const { user, password } = await buildUser(server.deps.database.db, { email: newEmail() });
    await lockOut(user.email);
    const owner = requester(server, newAddress());
    await owner.send(user.email, 'reset');
    const reset = await owner.reset(user.email, codeMailedTo(inbox, user.email), `New-${password}`);
    expect(reset.status).toBe(200);
    const device = deviceCookieOf(reset);
    expect((await requester(server, newAddress()).login(user.email, `New-${password}`)).status).toBe(200);
    await lockOut(user.email);
    expect((await owner.login(user.email, `New-${password}`, device)).status).toBe(200);
  });

  it('answers a sign-in code request for an unknown address like a known one, mailing nothing', async () => {
    const { user } = await buildUser(server.deps.database.db, { email: newEmail() });
    const unknown = newEmail();
    const client = requester(server, newAddress());
    const known = await client.send(user.email, 'login');
    const none = await client.send(unknown, 'login');
    expect(none.status).toBe(known.status);
    expect(none.body).toEqual(known.body);
    expect(inbox.messages.filter((m) => m.to === unknown)).toHaveLength(0);
    // A code for the unknown address answers exactly like a wrong code for the known one.
    const guess = await client.loginWithCode(unknown, '123456');
    const wrongCode = await client.loginWithCode(user.email, wrong(codeMailedTo(inbox, user.email)));
    expect(guess.status).toBe(400);
    expect(guess.body).toEqual(wrongCode.body);
  });
});

describe('shared addresses: spellings cannot starve the owner’s own address (issue 31 §6)', () => {
  it('still mails the owner’s address after one NAT filled the mailbox cap with +tag and dot spellings', async () => {
    const server = await startTestServer({
      CAPTCHA_TEST_ANSWER: CAPTCHA,
      AUTH_RATE_LIMIT_SCALE: '100',
      EMAIL_DOMAINS: '',
    });
    try {
      const inbox = captureMail(server);
      const local = `first.last${unique()}`;
      const owner = `${local}@gmail.com`;
      await buildUser(server.deps.database.db, { email: owner });
      const spellings = Array.from(
        { length: VERIFICATION_MAILS_PER_MAILBOX_PER_HOUR + 2 },
        (_, i) => `${local}+${i}@gmail.com`,
      );
      for (const email of spellings) {
        expect((await server.request('/api/auth/send-verification-code', { json: { email } })).status).toBe(200);
      }
      // The spellings share one cap…
      expect(inbox.messages.filter((m) => spellings.includes(m.to))).toHaveLength(
        VERIFICATION_MAILS_PER_MAILBOX_PER_HOUR,
      );
      // …which the owner's own address, from the same network, is not part of.
      const reset = await server.request('/api/auth/send-verification-code', {
        json: { email: owner, purpose: 'reset' },
      });
      expect(reset.status).toBe(200);
      expect(inbox.messages.filter((m) => m.to === owner)).toHaveLength(1);
      // Nor is the mailbox's plain form (no dots, no tag), the address a new owner registers.
      const plain = `${local.replace(/\./g, '')}@gmail.com`;
      await server.request('/api/auth/send-verification-code', { json: { email: plain } });
      expect(inbox.messages.filter((m) => m.to === plain)).toHaveLength(1);
    } finally {
      await server.close();
    }
  });
});
