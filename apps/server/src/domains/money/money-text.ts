import { fenToYuan, type Bilingual, type Currency } from '@wardline/contract';

/** An amount as a notice names it: `1234.50 元` / `CNY 1234.50` (USD: `12.00 美元` / `USD 12.00`). */
export function moneyParam(fen: number, currency: Currency): Bilingual {
  const yuan = fenToYuan(fen);
  return currency === 'dollar' ? { zh: `${yuan} 美元`, en: `USD ${yuan}` } : { zh: `${yuan} 元`, en: `CNY ${yuan}` };
}

/** The China month (YYYY-MM) of an instant: the period of a settlement and the month of its tax. */
export function chinaMonthOf(at: Date): string {
  return new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 7);
}

/** The China date (YYYY-MM-DD) of an instant. */
export function chinaDateOf(at: Date): string {
  return new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}
