/** Constants of the public site (spec 000 §9, 002 §9). */
export const ANNOUNCEMENT_PAGE_SIZE = 12;
/** Announcement type: 2 announcement, 1 activity (here, not beside its schema, so a client reads it without the schema library). */
export const ANNOUNCEMENT_TYPES = { activity: 1, announcement: 2 } as const;
export const CAROUSEL_INTERVAL_MS = 4000;
export const CAROUSEL_HEIGHT_PX = 600;
export const HOME_CLAIMS = { hackers: '100000+', enterprises: '17000' } as const;

export const GAME_TIMELINE = {
  rotateEveryMs: 2500,
  degreesPerStep: 60,
  years: [2010, 2011, 2015, 2018, 2020, 2022],
  compactBelow: { width: 1440, height: 900 },
} as const;

export const UNREAD_BADGE_MAX = 99;

export const CONTACT_LIMITS = { companyName: 30, name: 10, remark: 500, phone: 11, code: 6 } as const;
/** Contact form source: which service page sent it. */
export const CONTACT_SOURCES = { bugbounty: 1, internetAttack: 2, attackEffect: 3 } as const;

export const PRIVACY_REPLY_DAYS = 15;
