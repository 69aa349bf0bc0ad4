import { describe, expect, it } from 'vitest';
import { profileAmount, shortProfileBoost } from './profile-text';

describe('shortProfileBoost', () => {
  it('lets a name and a line of bio, or a name and two skills, grow the most', () => {
    expect(shortProfileBoost({ name: '林晓雨', bio: '喜欢画画' })).toBe(2.5);
    expect(shortProfileBoost({ name: '林晓雨', bio: '喜欢画画和咖啡的设计师' })).toBeGreaterThan(2.4);
    expect(shortProfileBoost({ name: 'Alex Chen', skills: ['Illustration', 'Branding'] })).toBeGreaterThan(2.1);
  });
  it('keeps a profile that fills its canvas at exactly its sizes, and grows less as it gets longer', () => {
    const bio = '十年社群运营经验的产品经理，喜欢把复杂的事情做简单。'.repeat(5);
    expect(shortProfileBoost({ name: '林晓雨', title: '产品经理', bio })).toBe(1);
    const medium = shortProfileBoost({ name: '林晓雨', bio: bio.slice(0, 40) });
    expect(medium).toBeGreaterThan(1);
    expect(medium).toBeLessThan(2.5);
  });
  it('counts what each field costs besides its words', () => {
    expect(profileAmount({ name: '林晓雨' })).toBe(3);
    // A section (6) and two chips (2 each) besides their four characters.
    expect(profileAmount({ name: '林晓雨', skills: ['插画', '设计'] })).toBe(3 + 6 + 4 + 4);
    // A contact row's icon (3) besides its value.
    expect(profileAmount({ name: '林晓雨', wechat: 'lin' })).toBeCloseTo(3 + 3 + 3 * 0.55);
  });
});
