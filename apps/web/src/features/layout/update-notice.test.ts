import { describe, expect, it } from 'vitest';
import { UPDATE_NOTICE_VERSION } from '@inkcard/shared';
import { isUpdateNoticeDue } from './update-notice';

describe('isUpdateNoticeDue', () => {
  it('is due when nothing is stored', () => expect(isUpdateNoticeDue(null)).toBe(true));
  it('is due when an older version is stored', () => expect(isUpdateNoticeDue('2024.12.01')).toBe(true));
  it('is not due once the current version is stored', () =>
    expect(isUpdateNoticeDue(UPDATE_NOTICE_VERSION)).toBe(false));
});
