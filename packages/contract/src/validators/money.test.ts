import { describe, it, expect } from 'vitest';
import { issueKeys } from '../test-support';
import { fenToYuan, parseYuan, serviceFeeFen, totalPayableFen, yuanAmountSchema, yuanToFen } from './money';

describe('yuan and fen', () => {
  it('converts on the decimal text, exactly', () => {
    expect(yuanToFen('12.34')).toBe(1234);
    expect(yuanToFen('12.3')).toBe(1230);
    expect(yuanToFen('12')).toBe(1200);
    expect(yuanToFen('0.01')).toBe(1);
    expect(yuanToFen(' 0 ')).toBe(0);
    expect(yuanToFen(19.99)).toBe(1999);
    expect(yuanToFen(0.29)).toBe(29); // 0.29 * 100 is 28.999999999999996 in floating point
    expect(yuanToFen('999999999')).toBe(99_999_999_900);
  });

  it('refuses more than 2 decimals, negatives and non-numbers', () => {
    for (const bad of ['12.345', '-1', '1e3', '', ' ', '.5', '1.', 'abc', '1,000', Number.NaN, Number.POSITIVE_INFINITY, 0.1 + 0.2, -3]) {
      expect(parseYuan(bad)).toBeNull();
      expect(() => yuanToFen(bad)).toThrow(RangeError);
    }
  });

  it('formats fen with two decimals', () => {
    expect(fenToYuan(1234)).toBe('12.34');
    expect(fenToYuan(5)).toBe('0.05');
    expect(fenToYuan(0)).toBe('0.00');
    expect(fenToYuan(-1205)).toBe('-12.05');
    expect(fenToYuan(99_999_999_900)).toBe('999999999.00');
    expect(() => fenToYuan(1.5)).toThrow(RangeError);
  });

  it('round-trips', () => {
    for (const fen of [0, 1, 99, 100, 123_456_789, 99_999_999_999]) expect(yuanToFen(fenToYuan(fen))).toBe(fen);
  });
});

describe('service fee', () => {
  it('is 20% of the pool for company type 0, total pool × 1.2', () => {
    expect(serviceFeeFen(100_000, 0)).toBe(20_000);
    expect(totalPayableFen(100_000, 0)).toBe(120_000);
    expect(totalPayableFen(99_999_999_900, 0)).toBe(119_999_999_880);
  });

  it('is nothing for other company types or an unknown type', () => {
    expect(serviceFeeFen(100_000, 1)).toBe(0);
    expect(serviceFeeFen(100_000, 2)).toBe(0);
    expect(serviceFeeFen(100_000, null)).toBe(0);
    expect(totalPayableFen(100_000, undefined)).toBe(100_000);
  });

  it('rounds a fractional fen half up', () => {
    expect(serviceFeeFen(1, 0)).toBe(0); // 0.2
    expect(serviceFeeFen(2, 0)).toBe(0); // 0.4
    expect(serviceFeeFen(3, 0)).toBe(1); // 0.6
    expect(serviceFeeFen(12, 0)).toBe(2); // 2.4
    expect(serviceFeeFen(13, 0)).toBe(3); // 2.6
    expect(serviceFeeFen(0, 0)).toBe(0);
  });

  it('refuses a pool that is not whole non-negative fen', () => {
    expect(() => serviceFeeFen(-1, 0)).toThrow(RangeError);
    expect(() => serviceFeeFen(1.5, 0)).toThrow(RangeError);
  });
});

describe('yuanAmountSchema', () => {
  const schema = yuanAmountSchema(100, { required: 'rewardPool.required', range: 'rewardPool.range' });

  it('parses yuan to fen', () => {
    expect(schema.parse('12.34')).toBe(1234);
    expect(schema.parse(100)).toBe(10_000);
    expect(schema.parse(0)).toBe(0);
  });

  it('reports required, range and format', () => {
    expect(issueKeys(schema, '')).toEqual(['rewardPool.required']);
    expect(issueKeys(schema, undefined)).toEqual(['rewardPool.required']);
    expect(issueKeys(schema, '100.01')).toEqual(['rewardPool.range']);
    expect(issueKeys(schema, -1)).toEqual(['rewardPool.range']);
    expect(issueKeys(schema, '1.234')).toEqual(['amount.format']);
  });
});
