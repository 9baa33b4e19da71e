/**
 * How personal numbers show outside staff review: the first and last four characters
 * and a star for each one hidden, so the length still reads right (1101**********002X).
 */
export function maskMiddle(value: string, keepStart = 4, keepEnd = 4): string {
  if (value.length <= keepStart + keepEnd) return '*'.repeat(value.length);
  return `${value.slice(0, keepStart)}${'*'.repeat(value.length - keepStart - keepEnd)}${value.slice(-keepEnd)}`;
}

export const maskIdNumber = (v: string) => maskMiddle(v, 4, 4);
export const maskBankCard = (v: string) => maskMiddle(v, 4, 4);
/** 13800000001 → 138****0001. */
export const maskPhone = (v: string) => maskMiddle(v, 3, 4);
