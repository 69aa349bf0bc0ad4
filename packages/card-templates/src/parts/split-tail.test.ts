import { describe, expect, it } from 'vitest';
import { splitTail } from './split-tail';

describe('splitTail', () => {
  it.each([
    ['周末是咖啡馆里的速写本 ☕️', '周末是咖啡馆里的', '速写本 ☕️'],
    ['把每一块 GPU 用到极致。', '把每一块 GPU 用', '到极致。'],
    ['Weekends are for sketchbooks and flat whites ☕️', 'Weekends are for sketchbooks and ', 'flat whites ☕️'],
    ['I love you.', 'I ', 'love you.'],
    ['感谢 Inkcard', '感谢 ', 'Inkcard'],
  ])('keeps the end of %j together', (line, head, tail) => {
    expect(splitTail(line)).toEqual({ head, tail });
  });
  it('leaves short lines and single long tokens alone', () => {
    expect(splitTail('你好')).toEqual({ head: '你好', tail: '' });
    expect(splitTail('')).toEqual({ head: '', tail: '' });
    const token = 'x'.repeat(40);
    expect(splitTail(token)).toEqual({ head: token, tail: '' });
  });
  it('never glues more than 16 characters, and never loses any', () => {
    for (const line of ['supercalifragilistic expialidocious', 'a '.repeat(30), '好的'.repeat(20) + '🎉🎉']) {
      const res = splitTail(line);
      expect(Array.from(res.tail).length).toBeLessThanOrEqual(16);
      expect(res.head + res.tail).toBe(line);
    }
  });
});
