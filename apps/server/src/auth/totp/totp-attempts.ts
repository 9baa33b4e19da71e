import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { MINUTE } from '../../platform/clock';
import { staffTotp } from './totp.tables';

/** Wrong codes allowed per account in a window: a stolen password or session cannot walk the million codes. */
export const MAX_TOTP_FAILURES = 10;
const WINDOW_MS = 15 * MINUTE;

/**
 * Reserves one code check for the user before the code is looked at, counting it as a
 * failure until `forgiveTotpChecks` says otherwise. The reservation is one conditional
 * update, so parallel guesses cannot get past the limit between a check and a count.
 * Run it outside the transaction of the change: a refused code must still count.
 */
export async function claimTotpCheck(ctx: Pick<AppContext, 'db' | 'clock'>, userId: number): Promise<void> {
  const now = ctx.clock.now();
  const windowOver = or(isNull(staffTotp.failuresResetAt), lte(staffTotp.failuresResetAt, now));
  const claimed = await ctx.db
    .update(staffTotp)
    .set({
      failedChecks: sql`CASE WHEN ${windowOver} THEN 1 ELSE ${staffTotp.failedChecks} + 1 END`,
      failuresResetAt: sql`CASE WHEN ${windowOver} THEN ${new Date(now.getTime() + WINDOW_MS)}::timestamptz ELSE ${staffTotp.failuresResetAt} END`,
    })
    .where(and(eq(staffTotp.userId, userId), or(windowOver, lt(staffTotp.failedChecks, MAX_TOTP_FAILURES))))
    .returning({ userId: staffTotp.userId });
  if (claimed.length > 0) return;
  const [exists] = await ctx.db.select({ userId: staffTotp.userId }).from(staffTotp).where(eq(staffTotp.userId, userId)).limit(1);
  throw new AppError(exists ? 'rateLimited' : 'stateConflict');
}

/** A right code: the failures so far are forgiven. */
export async function forgiveTotpChecks(ctx: Pick<AppContext, 'db'>, userId: number): Promise<void> {
  await ctx.db.update(staffTotp).set({ failedChecks: 0, failuresResetAt: null }).where(eq(staffTotp.userId, userId));
}
