import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('fetches once for every caller, and again after a failed fetch', async () => {
    let calls = 0;
    let fail = true;
    const load = loadOnce(() => {
      calls += 1;
      return fail ? Promise.reject(new Error('offline')) : Promise.resolve({ calls });
    });
    await expect(load()).rejects.toThrow('offline');
    fail = false;
    const [a, b] = await Promise.all([load(), load()]);
    expect(a).toBe(b);
    expect(await load()).toBe(a);
    expect(calls).toBe(2);
  });
});
