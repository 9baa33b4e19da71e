/**
 * Working days of the SLA clocks (BRIEF "Clocks", issue 9 §5): Monday to Friday by the date
 * in China (UTC+8, no daylight saving), whole days. A report that entered a stage at any
 * time on a day has used one working day at the start of each following weekday, so the
 * same instant is overdue on the server and in every browser. Public holidays are not
 * known to the platform yet; they count as working days.
 */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Days since 1970-01-01 of the China date of an instant. */
function chinaDayNumber(instant: Date): number {
  return Math.floor((instant.getTime() + CHINA_OFFSET_MS) / DAY_MS);
}

/** 1970-01-01 was a Thursday: day 0 is weekday 4 (0 Sunday … 6 Saturday). */
function isWorkingDay(day: number): boolean {
  const weekday = (((day + 4) % 7) + 7) % 7;
  return weekday >= 1 && weekday <= 5;
}

/** Working days begun after the date of `from` up to the date of `to` (0 when `to` is not later). */
export function workingDaysBetween(from: Date, to: Date): number {
  const first = chinaDayNumber(from);
  const span = chinaDayNumber(to) - first;
  if (span <= 0) return 0;
  // Any seven consecutive days hold five working days; only the remainder needs looking at.
  const weeks = Math.floor(span / 7);
  let count = weeks * 5;
  for (let i = 1; i <= span % 7; i++) if (isWorkingDay(first + weeks * 7 + i)) count++;
  return count;
}

/**
 * The instant `days` working days after `from` have begun (midnight in China of that day):
 * `to >= addWorkingDays(from, n)` exactly when `workingDaysBetween(from, to) >= n`.
 */
export function addWorkingDays(from: Date, days: number): Date {
  let day = chinaDayNumber(from);
  for (let left = Math.max(0, Math.floor(days)); left > 0; ) {
    day++;
    if (isWorkingDay(day)) left--;
  }
  return days <= 0 ? from : new Date(day * DAY_MS - CHINA_OFFSET_MS);
}

/** Whether a stage entered at `enteredAt` is past a threshold of `slaDays` working days at `now`. */
export function isPastWorkingDays(enteredAt: Date, now: Date, slaDays: number): boolean {
  return workingDaysBetween(enteredAt, now) >= slaDays;
}
