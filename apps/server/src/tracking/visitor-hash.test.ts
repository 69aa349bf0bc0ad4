import { describe, expect, it } from 'vitest';
import { VisitorCache, visitorHash } from './visitor-hash';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describe('VisitorCache', () => {
  it('gives the same salted daily hash as visitorHash, and a new one after UTC midnight', () => {
    const cache = new VisitorCache('salt');
    const evening = new Date('2026-11-23T23:59:59.000Z');
    const morning = new Date('2026-11-24T00:00:00.000Z');
    expect(cache.visitor('203.0.113.9', CHROME, evening)).toEqual({
      bot: false,
      hash: visitorHash('salt', '203.0.113.9', CHROME, evening),
    });
    const next = cache.visitor('203.0.113.9', CHROME, morning);
    expect(next).toEqual({ bot: false, hash: visitorHash('salt', '203.0.113.9', CHROME, morning) });
    expect(next).not.toEqual(cache.visitor('203.0.113.9', CHROME, evening));
  });

  it('tells addresses and agents apart, and bots from browsers and agentless clients', () => {
    const cache = new VisitorCache('salt');
    const now = new Date();
    const a = cache.visitor('203.0.113.9', CHROME, now);
    const b = cache.visitor('203.0.113.10', CHROME, now);
    expect(a).not.toEqual(b);
    expect(cache.visitor('203.0.113.9', 'Googlebot/2.1 (+http://www.google.com/bot.html)', now)).toEqual({ bot: true });
    expect(cache.visitor('203.0.113.9', 'curl/8.5.0', now)).toEqual({ bot: true });
    expect(cache.visitor('203.0.113.9', undefined, now)).toEqual({
      bot: false,
      hash: visitorHash('salt', '203.0.113.9', '', now),
    });
    expect(cache.visitor('203.0.113.9', CHROME, now)).toEqual(a);
  });
});
