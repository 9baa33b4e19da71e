import { describe, expect, it } from 'vitest';
import { addWorkingDays, pastWorkingDays, workingDaysBetween } from './working-days';

// 2026-11-23 is a Monday; 02:00 UTC is 10:00 in Beijing.
const at = (day: number, hour = 2) => new Date(Date.UTC(2026, 10, day, hour));

describe('working days (Monday to Friday, Beijing calendar)', () => {
  it('skips weekends', () => {
    expect(addWorkingDays(at(23), 5)).toEqual(at(30)); // Monday + 5 → next Monday
    expect(addWorkingDays(at(27), 1)).toEqual(at(30)); // Friday + 1 → Monday
    expect(addWorkingDays(at(28), 1)).toEqual(at(30)); // Saturday + 1 → Monday
    expect(addWorkingDays(at(29), 5)).toEqual(at(34)); // Sunday + 5 → Friday
  });

  it('counts by the Beijing date: Friday 23:00 there is Friday, not Saturday', () => {
    // 15:00 UTC Friday is 23:00 Friday in Beijing; +1 working day is Monday 23:00.
    expect(addWorkingDays(at(27, 15), 1)).toEqual(at(30, 15));
  });

  it('is past only after the deadline', () => {
    expect(pastWorkingDays(at(23), 5, at(30))).toBe(false);
    expect(pastWorkingDays(at(23), 5, new Date(at(30).getTime() + 1))).toBe(true);
  });

  it('counts the whole working days run, agreeing with the deadline', () => {
    expect(workingDaysBetween(at(23), at(23, 20))).toBe(0);
    expect(workingDaysBetween(at(27), at(30))).toBe(1); // Friday to Monday
    expect(workingDaysBetween(at(23), at(30))).toBe(5);
    for (let days = 1; days <= 8; days++) {
      const due = addWorkingDays(at(25, 7), days);
      expect(workingDaysBetween(at(25, 7), due)).toBe(days);
      expect(workingDaysBetween(at(25, 7), new Date(due.getTime() - 1))).toBe(days - 1);
    }
  });
});
