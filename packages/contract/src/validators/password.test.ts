import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import { issueKeys, issuesAt } from '../test-support';
import { isLoginPassword, isRegistrationPassword, loginPasswordSchema, registrationPasswordSchema, rePasswordSchema, withRepeatPassword, PASSWORD_SYMBOLS } from './password';

describe('login password rule (6–18, not all one kind)', () => {
  it.each(['abc123', 'abcdef!', '123456!', 'Passw0rd', 'a1!a1!a1!a1!a1!a1!', `a1${PASSWORD_SYMBOLS.slice(0, 16)}`])('accepts %s', (pw) => {
    expect(isLoginPassword(pw)).toBe(true);
  });

  it.each([
    ['too short', 'ab12'],
    ['5 characters', 'abc12'],
    ['19 characters', 'a1a1a1a1a1a1a1a1a1a'],
    ['only digits', '12345678'],
    ['only letters', 'abcdefgh'],
    ['only symbols', '!@#$%^&*'],
    ['a space', 'abc 123'],
    ['a Chinese character', 'abc123密码'],
    ['a character outside the listed symbols', 'abc123€'],
  ])('refuses %s', (_why, pw) => {
    expect(isLoginPassword(pw)).toBe(false);
  });

  it('every listed symbol is allowed, backslash and backtick included', () => {
    for (const symbol of PASSWORD_SYMBOLS) expect(isLoginPassword(`abc12${symbol}`)).toBe(true);
    expect(PASSWORD_SYMBOLS).toContain('\\');
    expect(PASSWORD_SYMBOLS).toContain('`');
  });

  it('schema reports required and rule keys, and does not trim', () => {
    expect(issueKeys(loginPasswordSchema, '')).toEqual(['password.required']);
    expect(issueKeys(loginPasswordSchema, undefined)).toEqual(['password.required']);
    expect(issueKeys(loginPasswordSchema, '123456')).toEqual(['password.rule']);
    expect(issueKeys(loginPasswordSchema, ' abc123')).toEqual(['password.rule']);
    expect(loginPasswordSchema.parse('abc123')).toBe('abc123');
  });
});

describe('registration password rule (8–18, two of three kinds)', () => {
  it.each(['abcd1234', 'abcdefg!', '1234567!', 'Aa1!Aa1!Aa1!Aa1!Aa'])('accepts %s', (pw) => {
    expect(isRegistrationPassword(pw)).toBe(true);
  });

  it.each(['abc1234', 'abcdefgh', '12345678', '!@#$%^&*', 'abcd1234abcd1234abc', 'abcd 1234'])('refuses %s', (pw) => {
    expect(isRegistrationPassword(pw)).toBe(false);
  });

  it('schema uses its own message', () => {
    expect(issueKeys(registrationPasswordSchema, 'abc123')).toEqual(['password.registerRule']);
    expect(issueKeys(registrationPasswordSchema, 'abcd1234')).toEqual([]);
  });
});

describe('withRepeatPassword', () => {
  const form = withRepeatPassword(z.object({ password: registrationPasswordSchema, rePassword: rePasswordSchema }));

  it('passes when both match', () => {
    expect(form.parse({ password: 'abcd1234', rePassword: 'abcd1234' })).toEqual({ password: 'abcd1234', rePassword: 'abcd1234' });
  });

  it('reports the mismatch on rePassword', () => {
    expect(issuesAt(form, { password: 'abcd1234', rePassword: 'abcd1235' })).toEqual(['rePassword:password.mismatch']);
  });

  it('reports the mismatch together with the other field problems', () => {
    expect(issuesAt(form, { password: 'short', rePassword: 'other' })).toEqual([
      'password:password.registerRule',
      'rePassword:password.mismatch',
    ]);
  });

  it('reports a missing repeat as required, not as a mismatch', () => {
    expect(issuesAt(form, { password: 'abcd1234' })).toEqual(['rePassword:rePassword.required']);
  });

  it('takes other field names', () => {
    const change = withRepeatPassword(z.object({ newPassword: z.string(), rePassword: z.string() }), { password: 'newPassword' });
    expect(issuesAt(change, { newPassword: 'a', rePassword: 'b' })).toEqual(['rePassword:password.mismatch']);
    expect(change.safeParse({ newPassword: 'a', rePassword: 'a' }).success).toBe(true);
  });
});
