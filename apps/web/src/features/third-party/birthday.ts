import dayjs, { type Dayjs } from 'dayjs';
import { chinaDateOf, MIN_BIRTH_YEAR, optionalBirthdaySchema } from '@wardline/contract';

export const BIRTHDAY_FORMAT = 'YYYY-MM-DD';
export const EARLIEST_BIRTHDAY = dayjs(`${MIN_BIRTH_YEAR}-01-01`);

/** Days after today (in China, as the server counts) cannot be a birthday. */
export function isFutureDay(day: Dayjs): boolean {
  return day.format(BIRTHDAY_FORMAT) > chinaDateOf(new Date());
}

/** The optional birthday of the bind screens ('' when none): the contract's rule, fed the picker's value. */
export const optionalBirthdayCheck = {
  safeParse: (value: unknown) => optionalBirthdaySchema.safeParse(dayjs.isDayjs(value) ? value.format(BIRTHDAY_FORMAT) : ''),
};

export function birthdayValue(value: Dayjs | null | undefined): string {
  return value ? value.format(BIRTHDAY_FORMAT) : '';
}
