import type { Currency } from '@wardline/contract';

const SYMBOL: Record<Currency, string> = { rmb: '¥', dollar: '$' };

/**
 * A wire amount (yuan text with 2 decimals, `-` when money goes out) for reading: ¥1,234.50,
 * -$300.00; `signed` puts + before money coming in; no currency, no symbol (a sum of both).
 * Works on the text, never through a float.
 */
export function formatYuan(text: string, currency?: Currency, { signed = false } = {}): string {
  const negative = text.startsWith('-');
  const [whole = '0', cents = '00'] = text.replace(/^[-+]/, '').split('.');
  const sign = negative ? '-' : signed && /[1-9]/.test(text) ? '+' : '';
  return `${sign}${currency ? SYMBOL[currency] : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents.padEnd(2, '0').slice(0, 2)}`;
}
