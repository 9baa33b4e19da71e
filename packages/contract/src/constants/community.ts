import type { RightsLevel } from '../enums/levels';

/** Leaderboards, teams, achievements, rights (spec 001 §2 and §9). */

/** Leaderboards show the top 10 only; the year picker starts at 2019. */
export const LEADERBOARD_TOP = 10;
export const LEADERBOARD_FIRST_YEAR = 2019;

/** Team hall page size and the sizes its pager offers. */
export const TEAM_HALL_PAGE_SIZE = 12;
export const TEAM_HALL_PAGE_SIZES = [12, 24, 48, 96, 120, 192] as const;
/** A team card shows this many member avatars, then "+n". */
export const TEAM_CARD_AVATARS = 4;
/** Team activity dialogs load this many rows per scroll page. */
export const TEAM_ACTIVITY_PAGE_SIZE = 10;

/**
 * Team texts. The spec requires name, description and logo but gives no lengths;
 * these are decided here (the personal-info team field's 30 sets the name).
 */
export const TEAM_LIMITS = { nameMax: 30, descMax: 500, remarkMax: 200 } as const;

/** Achievements: 16 per page, previews of 7 per row. */
export const ACHIEVEMENT_PAGE_SIZE = 16;
export const ACHIEVEMENT_PREVIEW_PER_ROW = 7;

/** One gift voucher per 50 points. */
export const POINTS_PER_GIFT_VOUCHER = 50;
/** A new account may exchange gifts only once it has 10 points. */
export const NEW_ACCOUNT_GIFT_MIN_POINTS = 10;

export function giftVouchersForPoints(points: number): number {
  return points > 0 ? Math.floor(points / POINTS_PER_GIFT_VOUCHER) : 0;
}

export type RightsBenefits = { priorityPasses: number; giftExchangesPerYear: number; pointsMultiplier: number };

/**
 * Benefits per rights level. The spec lists priority passes 2, 12, 24 and gift exchanges
 * 1, 4, 12, 12 without naming levels: passes go to V1–V3 and exchanges to V0–V3, the
 * only readings in which benefits grow with the level; a new account gets one exchange
 * once it has 10 points.
 */
export const RIGHTS_BENEFITS: Readonly<Record<RightsLevel, RightsBenefits>> = {
  new: { priorityPasses: 0, giftExchangesPerYear: 1, pointsMultiplier: 1 },
  V0: { priorityPasses: 0, giftExchangesPerYear: 1, pointsMultiplier: 1 },
  V1: { priorityPasses: 2, giftExchangesPerYear: 4, pointsMultiplier: 1 },
  V2: { priorityPasses: 12, giftExchangesPerYear: 12, pointsMultiplier: 1.2 },
  V3: { priorityPasses: 24, giftExchangesPerYear: 12, pointsMultiplier: 1.2 },
};
