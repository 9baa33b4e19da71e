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

/**
 * The moment `days` working days after `start`: each whole day stepped onto a Saturday or
 * Sunday does not count. Any seven steps hold five working days, so whole weeks are skipped
 * first and only the last (at most seven) steps are walked: a report waiting a year costs
 * what one waiting a week does.
 */
export function addWorkingDays(start: Date, days: number): Date {
  const weeks = days > 0 ? Math.floor((days - 1) / 5) : 0;
  let at = start.getTime() + weeks * 7 * DAY_MS;
  let left = days - weeks * 5;
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

/** Whole working days a clock started at `start` has run by `now` (0 before the first is complete): the working days among the whole days stepped. */
export function workingDaysBetween(start: Date, now: Date): number {
  const steps = Math.max(0, Math.floor((now.getTime() - start.getTime()) / DAY_MS));
  const weeks = Math.floor(steps / 7);
  let count = weeks * 5;
  for (let step = weeks * 7 + 1; step <= steps; step++) if (!isWeekend(start.getTime() + step * DAY_MS)) count += 1;
  return count;
}

/**
 * The latest start (whole milliseconds) of a clock that is past `days` working days at `now`:
 * every clock started at or before it is overdue, every later one is not, so one indexed
 * comparison finds them all. The deadline only moves forward as the start does, which makes
 * the search a bisection.
 */
export function latestOverdueStart(now: Date, days: number): Date {
  let overdue = now.getTime() - (Math.ceil(days / 5) * 7 + 7) * DAY_MS;
  let notOverdue = now.getTime();
  while (notOverdue - overdue > 1) {
    const middle = Math.floor((overdue + notOverdue) / 2);
    if (pastWorkingDays(new Date(middle), days, now)) overdue = middle;
    else notOverdue = middle;
  }
  return new Date(overdue);
}
