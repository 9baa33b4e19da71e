import { describe, expect, it } from 'vitest';
import { addWorkingDays, latestOverdueStart, pastWorkingDays, workingDaysBetween } from './working-days';

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

  it('agrees with a day-by-day walk for every start weekday, hour and span up to a year', () => {
    const walk = (start: Date, days: number) => {
      let at = start.getTime();
      for (let left = days; left > 0; ) {
        at += 24 * 60 * 60 * 1000;
        const day = new Date(at + 8 * 60 * 60 * 1000).getUTCDay();
        if (day !== 0 && day !== 6) left -= 1;
      }
      return new Date(at);
    };
    for (let day = 23; day <= 29; day++) {
      for (const hour of [0, 15, 17, 23]) {
        const start = at(day, hour);
        for (const days of [0, 1, 4, 5, 6, 9, 10, 11, 23, 260]) {
          const due = walk(start, days);
          expect(addWorkingDays(start, days)).toEqual(due);
          expect(workingDaysBetween(start, due)).toBe(days);
          if (days > 0) expect(workingDaysBetween(start, new Date(due.getTime() - 1))).toBe(days - 1);
        }
      }
    }
  });

  it('finds the latest overdue start: that start is past the threshold, a millisecond later is not', () => {
    for (const now of [at(30, 3), at(28, 12), at(29, 16), at(34, 1)]) {
      for (const days of [1, 3, 5, 10]) {
        const cutoff = latestOverdueStart(now, days);
        expect(pastWorkingDays(cutoff, days, now)).toBe(true);
        expect(pastWorkingDays(new Date(cutoff.getTime() + 1), days, now)).toBe(false);
      }
    }
  });
});
