/**
 * Calendar dates as the platform's users live them. China has one time zone and no
 * daylight saving, so "today" is the UTC+8 date of an instant, the same answer on a
 * server in UTC and in a browser anywhere.
 */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The earliest birth year the platform accepts. */
export const MIN_BIRTH_YEAR = 1900;

/** The yyyy-MM-dd date in China at the given instant. */
export function chinaDateOf(instant: Date): string {
  return new Date(instant.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** True when the numbers name a real day of the Gregorian calendar (leap years included). */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/** Reads `yyyy-MM-dd` (exactly that shape) into its parts, or null when it is not a real day. */
export function parseIsoDay(value: string): { year: number; month: number; day: number } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return isCalendarDay(year, month, day) ? { year, month, day } : null;
}

/** A birth date: a real day from 1900 up to today in China (string comparison works on yyyy-MM-dd). */
export function isPlausibleBirthDay(isoDay: string, today: Date = new Date()): boolean {
  const parts = parseIsoDay(isoDay);
  return parts !== null && parts.year >= MIN_BIRTH_YEAR && isoDay <= chinaDateOf(today);
}
