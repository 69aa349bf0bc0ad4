import { describe, expect, it } from 'vitest';
import { requesterOf } from './requester';

describe('requesterOf', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:10.0.0.1', '10.0.0.1'],
    ['2001:db8:0:12::1', '2001:db8:0:12::/64'],
    ['2001:db8:0:12:ffff:ffff:ffff:ffff', '2001:db8:0:12::/64'],
    ['2001:0DB8:0000:0012:0000:0000:0000:0001', '2001:db8:0:12::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
  ])('%s counts as %s', (ip, expected) => {
    expect(requesterOf(ip)).toBe(expected);
  });

  it('puts every address of one IPv6 /64 in one bucket, and neighbouring /64s in others', () => {
    const a = requesterOf('2001:db8:1:2:aaaa::1');
    expect(requesterOf('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe(a);
    expect(requesterOf('2001:db8:1:3::1')).not.toBe(a);
  });
});
