/**
 * Working days (Monday to Friday) for the reports' SLA clocks (issue 9 §5: "5 working days").
 * Days are counted on the platform's calendar, China Standard Time (UTC+8, no daylight
 * saving), so a report filed on a Friday evening in Beijing is not due on Saturday.
 * Public holidays are not known here: the threshold errs on the side of flagging.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const PLATFORM_OFFSET_MS = 8 * 60 * 60 * 1000;

function isWeekend(at: number): boolean {
  const day = new Date(at + PLATFORM_OFFSET_MS).getUTCDay();
  return day === 0 || day === 6;
}

/** The moment `days` working days after `start`: each whole day stepped onto a Saturday or Sunday does not count. */
export function addWorkingDays(start: Date, days: number): Date {
  let at = start.getTime();
  let left = days;
  while (left > 0) {
    at += DAY_MS;
    if (!isWeekend(at)) left -= 1;
  }
  return new Date(at);
}

/** Whether a clock started at `start` is past `days` working days at `now`. */
export function pastWorkingDays(start: Date, days: number, now: Date): boolean {
  return now.getTime() > addWorkingDays(start, days).getTime();
}

/** Whole working days a clock started at `start` has run by `now` (0 before the first is complete). */
export function workingDaysBetween(start: Date, now: Date): number {
  let count = 0;
  while (addWorkingDays(start, count + 1).getTime() <= now.getTime()) count += 1;
  return count;
}
