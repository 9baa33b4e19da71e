import { z } from 'zod';
import { FEE_PAYING_COMPANY_TYPE } from '../enums/user';

/**
 * Money is integer fen everywhere inside; yuan with at most 2 decimals only at the
 * edges. Conversions work on the decimal text, never on floating-point products, so
 * 0.1 + 0.2 problems cannot reach the ledger.
 */
const YUAN_TEXT = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** Fen for a non-negative yuan amount with at most 2 decimals, or null when it is not one. */
export function parseYuan(value: string | number): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const m = YUAN_TEXT.exec(text);
  if (!m) return null;
  const fen = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(fen) ? fen : null;
}

/** `yuanToFen('12.34') === 1234`; throws a RangeError on negatives, more than 2 decimals or non-numbers. */
export function yuanToFen(value: string | number): number {
  const fen = parseYuan(value);
  if (fen === null) throw new RangeError(`not a yuan amount with at most 2 decimals: ${String(value)}`);
  return fen;
}

/** `fenToYuan(1234) === '12.34'`; always 2 decimals, for display and for the wire. */
export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`fen must be a safe integer: ${fen}`);
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The service fee rate for fee-paying companies, in percent (total = pool × 1.2). */
export const SERVICE_FEE_PERCENT = 20;

/**
 * The platform's fee on a reward pool: 20% for company type 0, nothing for others
 * (and SRC projects have no pool). A pool not divisible by 5 fen gives a fractional
 * fee, rounded half up to the fen (1 fen pool → 0 fen; 3 fen → 1 fen).
 */
export function serviceFeeFen(poolFen: number, companyType: number | null | undefined): number {
  if (!Number.isSafeInteger(poolFen) || poolFen < 0) throw new RangeError(`pool must be non-negative fen: ${poolFen}`);
  if (companyType !== FEE_PAYING_COMPANY_TYPE) return 0;
  return Math.floor((poolFen * SERVICE_FEE_PERCENT + 50) / 100);
}

/** What the company pays for a project: the pool plus the service fee. */
export function totalPayableFen(poolFen: number, companyType: number | null | undefined): number {
  return poolFen + serviceFeeFen(poolFen, companyType);
}

/**
 * A yuan amount (number or numeric string, at most 2 decimals) within [0, maxYuan],
 * parsed to integer fen: the payload says yuan, the code after parsing sees fen.
 */
export function yuanAmountSchema(maxYuan: number, keys: { required: string; range: string }) {
  const maxFen = maxYuan * 100;
  return z
    .union([z.number(), z.string()], { error: keys.required })
    .transform((v, ctx) => {
      if (typeof v === 'string' && v.trim() === '') {
        ctx.addIssue({ code: 'custom', message: keys.required });
        return z.NEVER;
      }
      const fen = parseYuan(v);
      if (fen === null) {
        const negative = typeof v === 'number' ? v < 0 : v.trim().startsWith('-');
        ctx.addIssue({ code: 'custom', message: negative ? keys.range : 'amount.format' });
        return z.NEVER;
      }
      if (fen > maxFen) {
        ctx.addIssue({ code: 'custom', message: keys.range });
        return z.NEVER;
      }
      return fen;
    });
}
