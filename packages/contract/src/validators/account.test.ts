import { describe, it, expect } from 'vitest';
import { issueKeys } from '../test-support';
import { accountKind, accountSchema, isAccount } from './account';

describe('account (reset and bind)', () => {
  it('reads a value with @ as an email and anything else as a phone', () => {
    expect(accountKind('someone@example.com')).toBe('email');
    expect(accountKind(' 13800138000 ')).toBe('phone');
    expect(accountKind('13800138000@')).toBeNull();
    expect(accountKind('12800138000')).toBeNull();
    expect(accountKind('1380013800')).toBeNull();
    expect(accountKind('someone.example.com')).toBeNull();
    expect(isAccount('')).toBe(false);
  });

  it('schema: required, the spec message, emails lower-cased', () => {
    expect(issueKeys(accountSchema, '')).toEqual(['account.required']);
    expect(issueKeys(accountSchema, 'abc')).toEqual(['account.format']);
    expect(issueKeys(accountSchema, 'a@b')).toEqual(['account.format']);
    expect(accountSchema.parse(' Someone@Example.COM ')).toBe('someone@example.com');
    expect(accountSchema.parse('19912345678')).toBe('19912345678');
  });
});
