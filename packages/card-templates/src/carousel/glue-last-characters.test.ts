import { describe, expect, it } from 'vitest';
import { glueLastCharacters } from './glue-last-characters';

describe('glueLastCharacters', () => {
  it.each([
    ['一共才一百六。', '一共才一百\u2060六。'],
    ['好吃😋', '好吃\u2060😋'],
    ['Hello world.', 'Hello\u00a0world.'],
    ['review next.', 'review\u00a0next.'],
    ['a supercalifragilistic', 'a supercalifragilistic'],
    ['中 文', '中\u00a0文'],
    ['great 😋', 'great\u00a0😋'],
    ['字', '字'],
    ['', ''],
  ])('%s', (input, expected) => expect(glueLastCharacters(input)).toBe(expected));
  it('glues only once', () => {
    expect(glueLastCharacters(glueLastCharacters('一百六'))).toBe('一百\u2060六');
  });
});
