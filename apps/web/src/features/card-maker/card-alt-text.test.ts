import { describe, expect, it } from 'vitest';
import { tidyAltText } from './card-alt-text';

describe('tidyAltText', () => {
  it('keeps the words of every line and drops decoration and blank lines', () => {
    expect(tidyAltText('“\n  Life isn’t about   waiting\n\n—\n· · ·\nVivian Greene\n1/3')).toBe(
      'Life isn’t about waiting\nVivian Greene\n1/3',
    );
  });
  it('keeps Chinese lines and emoji-led lines that carry words', () => {
    expect(tidyAltText('劳动节快乐\n🎁\n📍 南京西路 88 号')).toBe('劳动节快乐\n📍 南京西路 88 号');
  });
  it('is empty for a card with no words', () => {
    expect(tidyAltText('\n“ ”\n')).toBe('');
  });
});
