import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_COLOURS, avatarColour, avatarInitials, resolveAvatarUrl } from './resolve-avatar-url';

const HOST = 'https://inkcard.example';

describe('resolveAvatarUrl (spec §3)', () => {
  it.each([
    ['a full https URL is used as is', 'https://cdn.example/a.png', 'https://cdn.example/a.png'],
    ['a full http URL is used as is', 'http://cdn.example/a.png', 'http://cdn.example/a.png'],
    ['a protocol-relative URL is used as is', '//cdn.example/a.png', '//cdn.example/a.png'],
    ['a path with a leading slash is joined to the host', '/uploads/avatars/x.webp', `${HOST}/uploads/avatars/x.webp`],
    ['a path without a leading slash is joined to the host', 'static/img/me.png', `${HOST}/static/img/me.png`],
    ['a bare file name goes under /uploads/avatars/', 'abc123.webp', `${HOST}/uploads/avatars/abc123.webp`],
    ['a bare file name is URL-encoded', 'my avatar.png', `${HOST}/uploads/avatars/my%20avatar.png`],
    ['a local preview blob is used as is', 'blob:https://inkcard.example/1', 'blob:https://inkcard.example/1'],
  ])('%s', (_name, avatar, expected) => {
    expect(resolveAvatarUrl(avatar, HOST)).toBe(expected);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['whitespace', '   '],
    ['a javascript: URL', 'javascript:alert(1)'],
  ])('gives null (the placeholder) for %s', (_name, avatar) => {
    expect(resolveAvatarUrl(avatar, HOST)).toBeNull();
  });

  it('tolerates a trailing slash on the host', () => {
    expect(resolveAvatarUrl('a.png', `${HOST}/`)).toBe(`${HOST}/uploads/avatars/a.png`);
  });
});

describe('avatar placeholder', () => {
  it.each([
    ['墨卡用户', '墨'],
    ['alice', 'AL'],
    ['Alice Smith', 'AS'],
    ['bob_lee', 'BL'],
    ['x', 'X'],
    ['', '?'],
  ])('initials of %j are %j', (name, initials) => {
    expect(avatarInitials(name)).toBe(initials);
  });

  it('gives the same colour to the same name', () => {
    expect(avatarColour('alice')).toBe(avatarColour('alice'));
    expect(avatarColour('alice')).toMatch(/^#[0-9a-f]{6}$/);
  });
});

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('placeholder colours', () => {
  it('keep white initials readable (contrast 4.5:1 or more)', () => {
    for (const colour of PLACEHOLDER_COLOURS)
      expect(1.05 / (luminance(colour) + 0.05), colour).toBeGreaterThanOrEqual(4.5);
  });
});
