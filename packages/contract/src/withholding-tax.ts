import type { Currency } from './enums/project';

/**
 * Personal income tax withheld from bounties (spec 002 §9: "personal income tax deducted from
 * the pool"), per China's labour-remuneration withholding on one payer's payments of a month:
 *
 *   income ≤ 4,000 yuan: (income − 800) × 20 %
 *   above:  taxable = income × 80 %; ≤ 20,000: × 20 %; ≤ 50,000: × 30 % − 2,000; above: × 40 % − 7,000
 *
 * All in integer fen, each product rounded half up to the fen.
 */
export const WITHHOLDING = {
  lowIncomeCeilingFen: 4_000_00,
  lowIncomeDeductionFen: 800_00,
  expenseShareAbove: 80,
  brackets: [
    { upToFen: 20_000_00, percent: 20, quickDeductionFen: 0 },
    { upToFen: 50_000_00, percent: 30, quickDeductionFen: 2_000_00 },
    { upToFen: Number.POSITIVE_INFINITY, percent: 40, quickDeductionFen: 7_000_00 },
  ],
  /**
   * Decision: USD bounties are withheld at the rate the schedule gives an ordinary month
   * (income × 80 % × 20 % = 16 %), since the platform keeps no exchange rate to place a dollar
   * amount in the yuan brackets.
   */
  dollarPercentTimes100: 1600,
} as const;

const percentOf = (fen: number, percent: number) => Math.floor((fen * percent + 50) / 100);

/** Tax on one month's gross from the platform (`incomeFen`), in fen. */
export function withholdingTaxFen(incomeFen: number, currency: Currency = 'rmb'): number {
  if (!Number.isSafeInteger(incomeFen) || incomeFen < 0) throw new RangeError(`income must be non-negative fen: ${incomeFen}`);
  if (currency === 'dollar') return Math.floor((incomeFen * WITHHOLDING.dollarPercentTimes100 + 5000) / 10000);
  if (incomeFen <= WITHHOLDING.lowIncomeCeilingFen) return percentOf(Math.max(0, incomeFen - WITHHOLDING.lowIncomeDeductionFen), 20);
  const taxable = percentOf(incomeFen, WITHHOLDING.expenseShareAbove);
  const bracket = WITHHOLDING.brackets.find((b) => taxable <= b.upToFen)!;
  return percentOf(taxable, bracket.percent) - bracket.quickDeductionFen;
}

/**
 * `totalFen` shared out over `weights` in proportion (each part floored), the remainder of
 * the rounding put on the largest weight (the first of equals), so the parts add up exactly.
 */
export function splitProportionally(totalFen: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0) return [];
  if (sum === 0) return weights.map((_, i) => (i === 0 ? totalFen : 0));
  // BigInt: a product of two amounts in fen passes 2^53.
  const parts = weights.map((w) => Number((BigInt(totalFen) * BigInt(w)) / BigInt(sum)));
  const largest = weights.reduce((best, w, i) => (w > weights[best]! ? i : best), 0);
  parts[largest]! += totalFen - parts.reduce((a, b) => a + b, 0);
  return parts;
}
