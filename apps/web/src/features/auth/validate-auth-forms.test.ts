import { describe, expect, it } from 'vitest';
import {
  isAllowedEmailDomain,
  safeRedirectPath,
  validateLogin,
  validateNewPassword,
  validateRegister,
  validateReset,
  validateSendCode,
  validateUsername,
  validateVerifyCode,
} from './validate-auth-forms';
import { validateAvatarFile } from '../account/validate-avatar-file';

describe('validateLogin', () => {
  it.each([
    [{ email: '', password: 'secret1', captcha: 'ab12' }, 'REQUIRED_FIELDS'],
    [{ email: 'a@qq.com', password: '', captcha: 'ab12' }, 'REQUIRED_FIELDS'],
    [{ email: 'a@qq.com', password: 'secret1', captcha: '  ' }, 'REQUIRED_FIELDS'],
    [{ email: 'not-an-email', password: 'secret1', captcha: 'ab12' }, 'EMAIL_INVALID'],
    [{ email: ' a@qq.com ', password: 'secret1', captcha: 'ab12' }, null],
  ])('%j → %s', (form, expected) => {
    expect(validateLogin(form)).toBe(expected);
  });
});

describe('validateSendCode', () => {
  const domains = ['qq.com', '163.com'];
  it.each([
    ['', 'EMAIL_REQUIRED'],
    ['   ', 'EMAIL_REQUIRED'],
    ['nope', 'EMAIL_INVALID'],
    ['me@gmail.com', 'EMAIL_DOMAIN_NOT_ALLOWED'],
    ['me@QQ.com', null],
    ['me@163.com', null],
  ])('%j → %s', (email, expected) => {
    expect(validateSendCode(email, domains)).toBe(expected);
  });

  it('allows every domain when the list is empty', () => {
    expect(validateSendCode('me@gmail.com', [])).toBeNull();
    expect(isAllowedEmailDomain('me@anything.org', [])).toBe(true);
  });
});

describe('validateVerifyCode', () => {
  it.each([
    ['', '123456', 'EMAIL_AND_CODE_REQUIRED'],
    ['a@qq.com', '', 'EMAIL_AND_CODE_REQUIRED'],
    ['a@qq.com', '12345', 'CODE_INVALID'],
    ['a@qq.com', '12a456', 'CODE_INVALID'],
    ['a@qq.com', '123456', null],
  ])('%j + %j → %s', (email, code, expected) => {
    expect(validateVerifyCode(email, code)).toBe(expected);
  });
});

describe('validateRegister (spec §5)', () => {
  const ok = {
    email: 'a@qq.com',
    code: '123456',
    username: '墨卡',
    password: 'secret1',
    confirmPassword: 'secret1',
    isVerified: true,
  };
  it.each([
    ['the code verified first', { ...ok, isVerified: false }, 'CODE_NOT_VERIFIED'],
    ['every field filled', { ...ok, username: ' ' }, 'REQUIRED_FIELDS'],
    ['a confirmation', { ...ok, confirmPassword: '' }, 'REQUIRED_FIELDS'],
    ['matching passwords', { ...ok, confirmPassword: 'secret2' }, 'PASSWORD_MISMATCH'],
    ['at least 6 characters', { ...ok, password: '12345', confirmPassword: '12345' }, 'PASSWORD_TOO_SHORT'],
    ['a username of 2+ characters', { ...ok, username: 'a' }, 'USERNAME_INVALID'],
    ['nothing when all is well', ok, null],
  ])('needs %s', (_name, form, expected) => {
    expect(validateRegister(form)).toBe(expected);
  });

  it('counts characters, not UTF-16 units, for the minimum length', () => {
    expect(validateNewPassword('密码密码密码', '密码密码密码')).toBeNull();
    expect(validateNewPassword('😀😀😀', '😀😀😀')).toBe('PASSWORD_TOO_SHORT');
  });
});

describe('validateReset', () => {
  const ok = { email: 'a@qq.com', code: '123456', password: 'secret1', confirmPassword: 'secret1' };
  it.each([
    [{ ...ok, code: '' }, 'REQUIRED_FIELDS'],
    [{ ...ok, code: '12' }, 'CODE_INVALID'],
    [{ ...ok, confirmPassword: 'x' }, 'PASSWORD_MISMATCH'],
    [ok, null],
  ])('%j → %s', (form, expected) => {
    expect(validateReset(form)).toBe(expected);
  });
});

describe('validateUsername', () => {
  it.each([
    ['', 'REQUIRED_FIELDS'],
    ['a', 'USERNAME_INVALID'],
    ['x'.repeat(33), 'USERNAME_INVALID'],
    ['  墨卡  ', null],
  ])('%j → %s', (name, expected) => {
    expect(validateUsername(name)).toBe(expected);
  });
});

describe('validateAvatarFile (spec §5)', () => {
  it.each([
    [{ name: 'a.png', type: 'image/png', size: 1000 }, null],
    [{ name: 'a.jpg', type: 'image/jpeg', size: 2_097_152 }, null],
    [{ name: 'a.gif', type: 'image/gif', size: 10 }, null],
    [{ name: 'a.png', type: 'image/png', size: 2_097_153 }, 'AVATAR_TOO_LARGE'],
    [{ name: 'a.svg', type: 'image/svg+xml', size: 10 }, 'AVATAR_TYPE'],
    [{ name: 'a.webp', type: 'image/webp', size: 10 }, 'AVATAR_TYPE'],
    [{ name: 'a.html', type: 'text/html', size: 10 }, 'AVATAR_TYPE'],
    [{ name: 'photo.PNG', type: '', size: 10 }, null],
    [{ name: 'tool.exe', type: '', size: 10 }, 'AVATAR_TYPE'],
  ])('%j → %s', (file, expected) => {
    expect(validateAvatarFile(file)).toBe(expected);
  });
});

describe('safeRedirectPath', () => {
  it.each([
    ['/quote', '/quote'],
    ['/profile?x=1', '/profile?x=1'],
    [null, null],
    ['', null],
    ['https://evil.example/', null],
    ['//evil.example/', null],
    ['/\\evil.example', null],
    ['/login', null],
    ['/register?x', null],
  ])('%j → %j', (saved, expected) => {
    expect(safeRedirectPath(saved)).toBe(expected);
  });
});
