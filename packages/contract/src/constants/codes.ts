/** Verification codes (spec 000 §9; limits the spec leaves open are decided here). */
export const SMS_CODE_LENGTH = 6;
export const EMAIL_CODE_LENGTH = 6;
export const IMAGE_CODE_LENGTH = 4;
export const CODE_TTL_SECONDS = 5 * 60;
export const IMAGE_CODE_TTL_SECONDS = 2 * 60;
/** One send per phone or email per this many seconds; the web button counts the same. */
export const CODE_RESEND_INTERVAL_SECONDS = 60;
export const CODE_DAILY_LIMIT_PER_TARGET = 10;
/** Default of the server's CODE_DAILY_LIMIT_PER_CLIENT: high, so an office or campus behind one address is not locked out. */
export const CODE_DAILY_LIMIT_PER_CLIENT = 300;
