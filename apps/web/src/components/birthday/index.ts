export { BirthdayField } from './birthday-field';
export { BIRTHDAY_FORMAT, birthdayValue } from './birthday';
