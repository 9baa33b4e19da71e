/**
 * The phone rules that need no schema library: pages that paint before the schemas load (the
 * registration form, issue 7 §1) normalise a pasted number with these alone.
 */

/** Mainland mobile: 11 digits, 1 then 3–9. */
export const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;

export function isMainlandMobile(value: string): boolean {
  return MAINLAND_MOBILE.test(value.trim());
}

/**
 * A phone as people paste it: spaces and dashes anywhere, a +86 / 0086 country prefix.
 * Normalised before any check (issue 13, item 11), in the contract so the web form and the
 * server agree: " 138 0000 0001", "138-0000-0001" and "+8613800000001" are 13800000001.
 */
export function normalizePhone(value: string): string {
  const compact = value.replace(/[\s\u3000\-()（）]/g, '');
  const national = compact.replace(/^(\+|00)86/, '');
  return /^\d{11}$/.test(national) ? national : compact;
}
