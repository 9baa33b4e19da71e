/** Accounts, sessions, certification and trusted authentication (spec 000 §9, 001 §9, BRIEF §2). */

/** A session lives 8 hours; the web app's stored values expire with it. */
export const SESSION_LIFETIME_HOURS = 8;
export const SESSION_LIFETIME_MS = SESSION_LIFETIME_HOURS * 60 * 60 * 1000;

/** The check code returned by a password-reset SMS check is valid 15 minutes (the spec's change-link text). */
export const PASSWORD_RESET_CHECK_TTL_SECONDS = 15 * 60;

/** Bank information may be changed once per calendar year. */
export const BANK_INFO_CHANGES_PER_YEAR = 1;

/** Personal info: the team field holds at most 30 characters. */
export const PERSON_INFO_TEAM_MAX = 30;

/** The payment-authentication page polls the scan code and the status this often. */
export const PAYMENT_AUTH_POLL_MS = 5000;
/** Users with unpaid authentication may use the old payment way for 3 more months. */
export const OLD_PAYMENT_AUTH_GRACE_MONTHS = 3;

/** A pledge's sign button enables when scrolled to within 5 px of the end. */
export const SIGN_SCROLL_TOLERANCE_PX = 5;
/** The save button unlocks 2 s after credentials are submitted (no double submits). */
export const CREDENTIAL_SAVE_UNLOCK_MS = 2000;
/** Trusted certification is reviewed within 1 to 2 working days. */
export const TRUSTED_AUTH_REVIEW_WORKING_DAYS = { min: 1, max: 2 } as const;
/** Trusted authentication proof files: at most 2, 20 MB each (see UPLOAD_RULES.proofFile). */
export const TRUSTED_AUTH_MAX_PROOF_FILES = 2;

/**
 * Penalties written in the pledges, in fen: confidentiality breach 10 000 yuan plus
 * 1 000 yuan per day of delay; test pledge 100 000 yuan per violation.
 */
export const PLEDGE_PENALTIES_FEN = {
  confidentialityBreach: 10_000_00,
  confidentialityDelayPerDay: 1_000_00,
  testPledgeViolation: 100_000_00,
} as const;
