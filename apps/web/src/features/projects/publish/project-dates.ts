import dayjs, { type Dayjs } from 'dayjs';
import { SRC_MAX_DURATION_DAYS, type ValidationKey } from '@wardline/contract';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days before today cannot be picked (spec 002 §5.1). */
export function isPastDay(day: Dayjs, now: Dayjs = dayjs()): boolean {
  return day.isBefore(now.startOf('day'));
}

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);

/** On today, the hours and minutes already gone are disabled too. */
export function pastTimeOf(day: Dayjs | null, now: Dayjs = dayjs()) {
  if (!day || !day.isSame(now, 'day')) return {};
  return {
    disabledHours: () => range(0, now.hour()),
    disabledMinutes: (hour: number) => (hour === now.hour() ? range(0, now.minute() + 1) : []),
  };
}

/**
 * The first date rule a period breaks, as the contract's message key the server answers
 * too: both ends, start later than now, end later than start, an SRC project at most 30 days.
 */
export function dateProblem(start: Dayjs | null | undefined, end: Dayjs | null | undefined, src: boolean, now: Dayjs = dayjs()): ValidationKey | null {
  if (!start || !end) return 'project.time.required';
  if (!start.isAfter(now)) return 'project.startime.past';
  if (!end.isAfter(start)) return 'project.endtime.beforeStart';
  if (src && end.valueOf() - start.valueOf() > SRC_MAX_DURATION_DAYS * DAY_MS) return 'project.src.duration';
  return null;
}
