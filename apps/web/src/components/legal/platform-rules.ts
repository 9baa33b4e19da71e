/**
 * Terms of the legal texts that the spec leaves open and no code enforces, decided here.
 * Every other number the texts quote comes from `@wardline/contract`.
 */

/** Days a hacker has to repay a bounty after written notice of a breach. */
export const BOUNTY_REPAYMENT_DAYS = 15;

/** Days between publishing an amended agreement and its taking effect. */
export const AMENDMENT_NOTICE_DAYS = 7;
