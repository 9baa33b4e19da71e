import { describe, expect, it } from 'vitest';
import { addWorkingDays, isPastWorkingDays, workingDaysBetween } from './working-days';

/** An instant given as China local time. */
const cn = (local: string) => new Date(`${local}+08:00`);

describe('working days (SLA clocks, by the date in China)', () => {
  it('counts the weekdays begun after the start date', () => {
    // 2026-11-23 is a Monday.
    expect(workingDaysBetween(cn('2026-11-23T10:00:00'), cn('2026-11-23T23:59:00'))).toBe(0);
    expect(workingDaysBetween(cn('2026-11-23T10:00:00'), cn('2026-11-24T00:00:00'))).toBe(1);
    expect(workingDaysBetween(cn('2026-11-23T10:00:00'), cn('2026-11-29T12:00:00'))).toBe(4);
    expect(workingDaysBetween(cn('2026-11-23T10:00:00'), cn('2026-11-30T00:00:00'))).toBe(5);
    expect(workingDaysBetween(cn('2026-11-27T18:00:00'), cn('2026-11-30T09:00:00'))).toBe(1);
    expect(workingDaysBetween(cn('2026-11-23T10:00:00'), cn('2026-12-21T10:00:00'))).toBe(20);
    expect(workingDaysBetween(cn('2026-11-24T10:00:00'), cn('2026-11-23T10:00:00'))).toBe(0);
  });

  it('uses the China date, not the server’s: 23:30 UTC on Sunday is Monday in China', () => {
    expect(workingDaysBetween(cn('2026-11-27T12:00:00'), new Date('2026-11-29T23:30:00Z'))).toBe(1);
  });

  it('adds working days to the midnight that starts the last one, agreeing with the count', () => {
    expect(addWorkingDays(cn('2026-11-23T10:00:00'), 5).toISOString()).toBe(cn('2026-11-30T00:00:00').toISOString());
    expect(addWorkingDays(cn('2026-11-27T18:00:00'), 1).toISOString()).toBe(cn('2026-11-30T00:00:00').toISOString());
    const from = cn('2026-11-25T15:00:00');
    for (let days = 1; days <= 12; days++) {
      const due = addWorkingDays(from, days);
      expect(isPastWorkingDays(from, due, days)).toBe(true);
      expect(isPastWorkingDays(from, new Date(due.getTime() - 1), days)).toBe(false);
    }
  });
});
