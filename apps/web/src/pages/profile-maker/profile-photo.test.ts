import { describe, expect, it } from 'vitest';
import { readCardState } from '@inkcard/card-engine';
import { PROFILE_TEMPLATES } from '@inkcard/card-templates/kinds/profile';
import { avatarImagePath } from './useProfilePhoto';

describe('avatarImagePath', () => {
  it.each([
    ['me.webp', '/uploads/avatars/me.webp'],
    ['/uploads/avatars/a-1_b.png', '/uploads/avatars/a-1_b.png'],
    [null, null],
    ['', null],
    ['https://elsewhere.example/a.png', null],
    ['javascript:alert(1)', null],
    ['dir/other.png', null],
    ['名字.png', null],
  ])('%s → %s', (avatar, path) => expect(avatarImagePath(avatar)).toBe(path));

  it('gives a path a card state accepts as its picture', () => {
    const state = {
      v: 1,
      kind: 'profile',
      template: 'profile/default',
      lang: 'zh',
      style: PROFILE_TEMPLATES[0]!.styleDefaults,
      image: avatarImagePath('me.webp'),
    };
    const read = readCardState(state);
    expect(read.ok && read.state.image).toBe('/uploads/avatars/me.webp');
  });
});
