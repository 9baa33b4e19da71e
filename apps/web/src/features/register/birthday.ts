import dayjs, { type Dayjs } from 'dayjs';
import { birthdaySchema, chinaDateOf, MIN_BIRTH_YEAR } from '@wardline/contract';

export const BIRTHDAY_FORMAT = 'YYYY-MM-DD';
export const EARLIEST_BIRTHDAY = dayjs(`${MIN_BIRTH_YEAR}-01-01`);

/** Days after today (in China, as the server counts) cannot be a birthday. */
export function isFutureDay(day: Dayjs): boolean {
  return day.format(BIRTHDAY_FORMAT) > chinaDateOf(new Date());
}

/** The contract's birthday schema, fed the picker's value. */
export const birthdayCheck = {
  safeParse: (value: unknown) => birthdaySchema.safeParse(dayjs.isDayjs(value) ? value.format(BIRTHDAY_FORMAT) : ''),
};
