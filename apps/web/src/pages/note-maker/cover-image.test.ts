import { describe, expect, it } from 'vitest';
import { coverFileProblem } from './cover-image';

describe('coverFileProblem (spec §5)', () => {
  it.each([
    [{ type: 'image/png', size: 1_000 }, null],
    [{ type: 'image/jpeg', size: 5_242_880 }, null],
    [{ type: 'image/jpeg', size: 5_242_881 }, 'tooLarge'],
    [{ type: 'application/pdf', size: 10 }, 'notImage'],
    [{ type: '', size: 10 }, 'notImage'],
    [{ type: 'text/plain', size: 9_999_999 }, 'notImage'],
  ])('%o → %s', (file, problem) => expect(coverFileProblem(file)).toBe(problem));
});
