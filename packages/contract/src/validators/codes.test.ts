import { describe, it, expect } from 'vitest';
import { issueKeys } from '../test-support';
import { birthdaySchemaAt, emailCodeSchema, imageCodeSchema, isValidBirthday, nicknameSchema, NICKNAME_MAX, optionalBirthdaySchema, smsCodeSchema } from './codes';
import { stripSpaces, trimAll } from './strip-spaces';

describe('verification codes', () => {
  it('SMS code: required, 6 digits', () => {
    expect(smsCodeSchema.parse(' 012345 ')).toBe('012345');
    expect(issueKeys(smsCodeSchema, '')).toEqual(['smsCode.required']);
    expect(issueKeys(smsCodeSchema, '12345')).toEqual(['smsCode.format']);
    expect(issueKeys(smsCodeSchema, '1234567')).toEqual(['smsCode.format']);
    expect(issueKeys(smsCodeSchema, '12345a')).toEqual(['smsCode.format']);
  });

  it('email code: required, 6 letters or digits', () => {
    expect(emailCodeSchema.parse('a1B2c3')).toBe('a1B2c3');
    expect(issueKeys(emailCodeSchema, undefined)).toEqual(['emailCode.required']);
    expect(issueKeys(emailCodeSchema, 'a1B2c')).toEqual(['emailCode.format']);
    expect(issueKeys(emailCodeSchema, 'a1B2c!')).toEqual(['emailCode.format']);
  });

  it('image code: required, exactly 4 letters or digits', () => {
    expect(imageCodeSchema.parse('x7Kq')).toBe('x7Kq');
    expect(issueKeys(imageCodeSchema, '')).toEqual(['imageCode.required']);
    expect(issueKeys(imageCodeSchema, 'x7K')).toEqual(['imageCode.format']);
    expect(issueKeys(imageCodeSchema, 'x7Kq9')).toEqual(['imageCode.format']);
  });
});

describe('nickname', () => {
  it('is required, trimmed and bounded', () => {
    expect(nicknameSchema.parse('  白帽子 ')).toBe('白帽子');
    expect(issueKeys(nicknameSchema, '   ')).toEqual(['nickname.required']);
    expect(issueKeys(nicknameSchema, 'a'.repeat(NICKNAME_MAX))).toEqual([]);
    expect(issueKeys(nicknameSchema, 'a'.repeat(NICKNAME_MAX + 1))).toEqual(['nickname.max']);
    expect(issueKeys(nicknameSchema, 'bad\u0007name')).toEqual(['nickname.invalid']);
  });
});

describe('birthday', () => {
  // 2024-06-15 00:30 in Beijing is still 2024-06-14 in UTC: "today" is China's day.
  const now = new Date('2024-06-14T16:30:00Z');

  it('accepts real days up to today in China', () => {
    expect(isValidBirthday('2024-06-15', now)).toBe(true);
    expect(isValidBirthday('2000-02-29', now)).toBe(true);
    expect(isValidBirthday('1900-01-01', now)).toBe(true);
  });

  it('refuses the future, impossible days, other shapes and before 1900', () => {
    expect(isValidBirthday('2024-06-16', now)).toBe(false);
    expect(isValidBirthday('2023-02-29', now)).toBe(false);
    expect(isValidBirthday('2024-13-01', now)).toBe(false);
    expect(isValidBirthday('2024/06/01', now)).toBe(false);
    expect(isValidBirthday('1899-12-31', now)).toBe(false);
  });

  it('schema tells a future day from a malformed one and reads the clock at each parse', () => {
    let clock = now;
    const schema = birthdaySchemaAt(() => clock);
    expect(issueKeys(schema, '2024-06-16')).toEqual(['birthday.future']);
    expect(issueKeys(schema, '2024-02-30')).toEqual(['birthday.format']);
    expect(issueKeys(schema, '')).toEqual(['birthday.required']);
    clock = new Date('2024-06-16T00:00:00Z');
    expect(issueKeys(schema, '2024-06-16')).toEqual([]);
  });

  it('optional birthday: empty or null become undefined', () => {
    expect(optionalBirthdaySchema.parse('')).toBeUndefined();
    expect(optionalBirthdaySchema.parse(null)).toBeUndefined();
    expect(optionalBirthdaySchema.parse(undefined)).toBeUndefined();
    expect(optionalBirthdaySchema.parse('1990-05-04')).toBe('1990-05-04');
    expect(issueKeys(optionalBirthdaySchema, '1990-5-4')).toEqual(['birthday.format']);
  });
});

describe('stripSpaces', () => {
  it('removes every kind of whitespace, inside too', () => {
    expect(stripSpaces(' 4111 1111\t1111\n1111 ')).toBe('4111111111111111');
    expect(stripSpaces('张\u3000三\u00a0')).toBe('张三');
    expect(stripSpaces('a\u200bb')).toBe('ab');
    expect(trimAll).toBe(stripSpaces);
  });
});
