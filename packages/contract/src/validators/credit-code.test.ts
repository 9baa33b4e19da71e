import { describe, it, expect } from 'vitest';
import { issueKeys } from '../test-support';
import { creditCodeCheckChar, creditCodeSchema, isBusinessRegistrationNumber, isCreditCode, isUnifiedSocialCreditCode } from './credit-code';

describe('unified social credit code (GB 32100)', () => {
  it('accepts real codes', () => {
    expect(isUnifiedSocialCreditCode('91350100M000100Y43')).toBe(true);
    expect(isUnifiedSocialCreditCode('9144030071526726XG')).toBe(true);
    expect(isUnifiedSocialCreditCode('91330100716105852F')).toBe(true);
    expect(isUnifiedSocialCreditCode('91350100m000100y43')).toBe(true);
  });

  it('computes the check character', () => {
    expect(creditCodeCheckChar('91350100M000100Y4')).toBe('3');
    expect(creditCodeCheckChar('9135010OM000100Y4')).toBeNull();
  });

  it.each([
    ['a wrong check character', '91350100M000100Y44'],
    ['two swapped characters', '91350100M000010Y43'],
    ['a letter outside the charset (I)', '91350100M000100I43'],
    ['a letter in the region part', '9135A100M000100Y43'],
    ['17 characters', '91350100M000100Y4'],
    ['19 characters', '91350100M000100Y433'],
  ])('refuses %s', (_why, value) => {
    expect(isUnifiedSocialCreditCode(value)).toBe(false);
  });
});

describe('15-digit business registration number (ISO 7064 MOD 11,10)', () => {
  it('accepts numbers with a correct check digit', () => {
    expect(isBusinessRegistrationNumber('440301103097413')).toBe(true);
    expect(isBusinessRegistrationNumber('110108000000016')).toBe(true);
  });

  it('refuses a wrong check digit, other lengths and letters', () => {
    expect(isBusinessRegistrationNumber('440301103097414')).toBe(false);
    expect(isBusinessRegistrationNumber('110108000000017')).toBe(false);
    expect(isBusinessRegistrationNumber('44030110309741')).toBe(false);
    expect(isBusinessRegistrationNumber('44030110309741A')).toBe(false);
  });
});

describe('creditCodeSchema', () => {
  it('takes either form, without spaces, upper-cased', () => {
    expect(isCreditCode('91350100M000100Y43')).toBe(true);
    expect(isCreditCode('440301103097413')).toBe(true);
    expect(creditCodeSchema.parse(' 91350100m000100y43 ')).toBe('91350100M000100Y43');
    expect(creditCodeSchema.parse('4403 0110 3097 413')).toBe('440301103097413');
  });

  it('reports required and the spec message', () => {
    expect(issueKeys(creditCodeSchema, '')).toEqual(['creditCode.required']);
    expect(issueKeys(creditCodeSchema, '91350100M000100Y44')).toEqual(['creditCode.format']);
    expect(issueKeys(creditCodeSchema, '440301103097414')).toEqual(['creditCode.format']);
    expect(issueKeys(creditCodeSchema, 'not a code')).toEqual(['creditCode.format']);
  });
});
