import { describe, it, expect } from 'vitest';
import { issueKeys } from '../test-support';
import { bankCardNumberSchema, isBankCardNumber } from './bank-card';

describe('bank card number', () => {
  it('accepts numbers of 12 to 19 digits', () => {
    expect(isBankCardNumber('4111111111111111')).toBe(true);
    expect(isBankCardNumber('6222 0200 0000 0000 000')).toBe(true);
    expect(isBankCardNumber('6212262201234567891')).toBe(true);
    expect(isBankCardNumber('622848000000000007')).toBe(true);
    expect(isBankCardNumber('123456789007')).toBe(true);
  });

  it('accepts domestic cards that fail the Luhn check (the spec states a format only)', () => {
    expect(isBankCardNumber('4111111111111112')).toBe(true);
    expect(isBankCardNumber('6212262201234567898')).toBe(true);
  });

  it('refuses lengths outside 12–19', () => {
    expect(isBankCardNumber('12345674')).toBe(false);
    expect(isBankCardNumber('00000000000000000000')).toBe(false);
  });

  it('refuses letters', () => {
    expect(isBankCardNumber('4111-1111-1111-1111')).toBe(false);
    expect(isBankCardNumber('')).toBe(false);
  });

  it('schema strips spaces and reports its keys', () => {
    expect(bankCardNumberSchema.parse('4111 1111 1111 1111')).toBe('4111111111111111');
    expect(issueKeys(bankCardNumberSchema, '')).toEqual(['bankCard.required']);
    expect(issueKeys(bankCardNumberSchema, '41111111111')).toEqual(['bankCard.format']);
  });
});
