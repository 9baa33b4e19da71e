import { describe, expect, it } from 'vitest';
import { splitProportionally, withholdingTaxFen } from './withholding-tax';

describe('income tax withheld from bounties (labour remuneration, per month)', () => {
  it('takes nothing up to 800 yuan and 20 % of what passes 800 up to 4,000', () => {
    expect(withholdingTaxFen(0)).toBe(0);
    expect(withholdingTaxFen(800_00)).toBe(0);
    expect(withholdingTaxFen(1_000_00)).toBe(40_00);
    expect(withholdingTaxFen(4_000_00)).toBe(640_00);
  });

  it('above 4,000 taxes 80 % of the income: 20 % up to 20,000 taxable, 30 % − 2,000 up to 50,000, 40 % − 7,000 above', () => {
    expect(withholdingTaxFen(5_000_00)).toBe(800_00); // 4,000 × 20 %
    expect(withholdingTaxFen(25_000_00)).toBe(4_000_00); // 20,000 × 20 %
    expect(withholdingTaxFen(50_000_00)).toBe(10_000_00); // 40,000 × 30 % − 2,000
    expect(withholdingTaxFen(100_000_00)).toBe(25_000_00); // 80,000 × 40 % − 7,000
    // The brackets meet without a jump.
    expect(withholdingTaxFen(62_500_00)).toBe(13_000_00); // 50,000 × 30 % − 2,000
    expect(withholdingTaxFen(62_500_01)).toBe(13_000_00);
  });

  it('rounds each product half up to the fen and withholds 16 % of dollar bounties', () => {
    expect(withholdingTaxFen(800_03)).toBe(1); // 0.6 fen
    expect(withholdingTaxFen(1_000_00, 'dollar')).toBe(160_00);
    expect(() => withholdingTaxFen(-1)).toThrow(RangeError);
  });
});

describe('sharing an amount over reports in proportion', () => {
  it('adds up exactly, the rounding remainder on the largest', () => {
    expect(splitProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitProportionally(1000, [500, 200, 300])).toEqual([500, 200, 300]);
    expect(splitProportionally(7, [1, 5, 1])).toEqual([1, 5, 1]);
    expect(splitProportionally(10, [1, 2])).toEqual([3, 7]);
    const big = splitProportionally(99_999_999_900, [99_999_999_900, 1]);
    expect(big.reduce((a, b) => a + b, 0)).toBe(99_999_999_900);
  });
});
