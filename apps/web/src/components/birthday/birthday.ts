import dayjs, { type Dayjs } from 'dayjs';
import { birthdaySchema, chinaDateOf, MIN_BIRTH_YEAR, optionalBirthdaySchema } from '@wardline/contract';

export const BIRTHDAY_FORMAT = 'YYYY-MM-DD';
export const EARLIEST_BIRTHDAY = dayjs(`${MIN_BIRTH_YEAR}-01-01`);
/** Where the calendar opens: a birthday is decades back, not this month (issue 13 #17). */
export const BIRTHDAY_PICKER_YEARS_BACK = 30;

/** Days after today (in China, as the server counts) cannot be a birthday. */
export function isFutureDay(day: Dayjs): boolean {
  return day.format(BIRTHDAY_FORMAT) > chinaDateOf(new Date());
}

/** The contract's birthday schema (required), fed the picker's value. */
export const birthdayCheck = {
  safeParse: (value: unknown) => birthdaySchema.safeParse(dayjs.isDayjs(value) ? value.format(BIRTHDAY_FORMAT) : ''),
};

/** The optional birthday of the third-party screens ('' when none): the contract's rule, fed the picker's value. */
export const optionalBirthdayCheck = {
  safeParse: (value: unknown) => optionalBirthdaySchema.safeParse(dayjs.isDayjs(value) ? value.format(BIRTHDAY_FORMAT) : ''),
};

/** The birthday as the API takes it ('' when none). */
export function birthdayValue(value: Dayjs | null | undefined): string {
  return value ? value.format(BIRTHDAY_FORMAT) : '';
}
