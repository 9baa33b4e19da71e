import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { dateProblem, isPastDay, pastTimeOf } from './project-dates';

const now = dayjs('2026-03-10T10:30:00');

describe('project period rules (spec 002 §5.1)', () => {
  it('disables the days before today, and the hours and minutes already gone today', () => {
    expect(isPastDay(dayjs('2026-03-09T23:59:00'), now)).toBe(true);
    expect(isPastDay(dayjs('2026-03-10T00:00:00'), now)).toBe(false);
    const today = pastTimeOf(dayjs('2026-03-10T12:00:00'), now);
    expect(today.disabledHours?.()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(today.disabledMinutes?.(10)).toHaveLength(31);
    expect(today.disabledMinutes?.(11)).toEqual([]);
    expect(pastTimeOf(dayjs('2026-03-11T08:00:00'), now)).toEqual({});
  });

  it('asks for both ends, a start after now, an end after the start, and at most 30 days for SRC', () => {
    expect(dateProblem(null, null, false, now)).toBe('project.time.required');
    expect(dateProblem(now.subtract(1, 'minute'), now.add(1, 'day'), false, now)).toBe('project.startime.past');
    expect(dateProblem(now.add(1, 'day'), now.add(1, 'day'), false, now)).toBe('project.endtime.beforeStart');
    expect(dateProblem(now.add(1, 'day'), now.add(32, 'day'), false, now)).toBeNull();
    expect(dateProblem(now.add(1, 'day'), now.add(32, 'day'), true, now)).toBe('project.src.duration');
    expect(dateProblem(now.add(1, 'day'), now.add(31, 'day'), true, now)).toBeNull();
  });
});
