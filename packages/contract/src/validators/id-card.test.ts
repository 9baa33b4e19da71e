import { describe, it, expect } from 'vitest';
import { issueKeys } from '../test-support';
import { idCardCheckChar, idCardNumberSchema, isResidentIdNumber } from './id-card';

const today = new Date('2024-06-15T04:00:00Z');

describe('isResidentIdNumber (GB 11643, 18 characters)', () => {
  it('accepts real samples with digit and X check characters', () => {
    expect(isResidentIdNumber('11010519491231002X', today)).toBe(true);
    expect(isResidentIdNumber('11010519491231002x', today)).toBe(true);
    expect(isResidentIdNumber('440524198001010013', today)).toBe(true);
    expect(isResidentIdNumber(' 11010519491231002X ', today)).toBe(true);
  });

  it('computes the check character from the first 17 digits', () => {
    expect(idCardCheckChar('11010519491231002')).toBe('X');
    expect(idCardCheckChar('44052419800101001')).toBe('3');
  });

  it.each([
    ['a wrong check character', '110105194912310021'],
    ['a changed digit', '11010519491231003X'],
    ['the 15-digit legacy form', '110105491231002'],
    ['17 characters', '11010519491231002'],
    ['region starting 0', '01010519491231002X'],
    ['region starting 9', '91010519491231002X'],
    ['letters inside', '1101051949123100AX'],
    ['month 13', '110105194913310029'],
  ])('refuses %s', (_why, value) => {
    expect(isResidentIdNumber(value, today)).toBe(false);
  });

  it('refuses impossible and future birth dates, even with a matching check character', () => {
    const withCheck = (first17: string) => first17 + idCardCheckChar(first17);
    expect(isResidentIdNumber(withCheck('11010520230229001'), today)).toBe(false); // 2023 is no leap year
    expect(isResidentIdNumber(withCheck('11010520240229001'), today)).toBe(true);
    expect(isResidentIdNumber(withCheck('11010520240615001'), today)).toBe(true);
    expect(isResidentIdNumber(withCheck('11010520240616001'), today)).toBe(false);
    expect(isResidentIdNumber(withCheck('11010518991231001'), today)).toBe(false);
  });
});

describe('idCardNumberSchema', () => {
  it('strips whitespace and upper-cases x', () => {
    expect(idCardNumberSchema.parse('110105 19491231 002x')).toBe('11010519491231002X');
  });

  it('reports required and format', () => {
    expect(issueKeys(idCardNumberSchema, '')).toEqual(['idCard.required']);
    expect(issueKeys(idCardNumberSchema, '   ')).toEqual(['idCard.required']);
    expect(issueKeys(idCardNumberSchema, undefined)).toEqual(['idCard.required']);
    expect(issueKeys(idCardNumberSchema, '110105194912310021')).toEqual(['idCard.format']);
  });
});
