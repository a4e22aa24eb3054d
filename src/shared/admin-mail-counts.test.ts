import { describe, expect, it } from 'vitest';
import { shareOfLimit } from './admin-mail-counts';

const limits = { testsPerHour: 3, mailsPerDay: 50 };

describe('how near an account is to its mail limits', () => {
  it('is the nearer of the two limits', () => {
    expect(shareOfLimit({ testsThisHour: 0, mailsToday: 0 }, limits)).toBe(0);
    expect(shareOfLimit({ testsThisHour: 1, mailsToday: 40 }, limits)).toBe(0.8);
    expect(shareOfLimit({ testsThisHour: 2, mailsToday: 2 }, limits)).toBeCloseTo(2 / 3);
  });

  it('never passes 1, however many attempts were counted', () => {
    expect(shareOfLimit({ testsThisHour: 9, mailsToday: 80 }, limits)).toBe(1);
  });
});
