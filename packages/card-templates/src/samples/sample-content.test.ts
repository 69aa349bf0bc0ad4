import { describe, expect, it } from 'vitest';
import { findKind, safeParse } from '@inkcard/card-engine';
import { TEMPLATES } from '../registry';
import { loadAnyTemplate } from '../template';
import { SAMPLE_LENGTHS, sampleContent, sampleText } from './sample-content';

describe('sample texts', () => {
  it.each(['zh', 'en'] as const)('grow with the length in %s', (lang) => {
    const sizes = SAMPLE_LENGTHS.map((l) => Array.from(sampleText(lang, l)).length);
    for (let i = 1; i < sizes.length; i++) expect(sizes[i]).toBeGreaterThan(sizes[i - 1]!);
    expect(sampleText(lang, 'one')).not.toMatch(/\n/);
  });
  it('writes English samples in English and Chinese ones in Chinese', () => {
    expect(sampleText('en', 'veryLong')).not.toMatch(/\p{Script=Han}/u);
    expect(sampleText('zh', 'medium')).toMatch(/\p{Script=Han}/u);
  });
  it.each(TEMPLATES.map((t) => [t.id, t] as const))(
    '%s: every length is valid content of its kind',
    async (_id, manifest) => {
      const t = await loadAnyTemplate(manifest);
      const kind = findKind(t.kind)!;
      for (const lang of ['zh', 'en'] as const) {
        for (const length of SAMPLE_LENGTHS) {
          expect(safeParse(kind.contentSchema, sampleContent(t, lang, length)).success, `${lang} ${length}`).toBe(true);
        }
      }
    },
  );
});
