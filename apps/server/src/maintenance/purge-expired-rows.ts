import { sql, type SQL } from 'drizzle-orm';
import { getTableConfig, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { AppContext } from '../context';
import { DAY } from '../platform/clock';
import { defineJob } from '../platform/jobs/define-job';
import { jobs } from '../platform/jobs/jobs.tables';
import { outboxMessages, rateCounters, verificationCodes } from '../messaging/messaging.tables';
import { devCaptchaAnswers, passwordResetTickets, registrationTickets, sessions } from '../domains/identity/identity.tables';
import { bindTickets, oauthStates } from '../domains/third-party/third-party.tables';
import { totpChallenges } from '../auth/totp/totp.tables';

/** A kind of row that is useless after a time: the column that says when, and how long past it the row is kept. */
type Expiring = { table: PgTable; column: AnyPgColumn; keepMs: (ctx: AppContext) => number; extra?: SQL };

const EXPIRING: Expiring[] = [
  { table: verificationCodes, column: verificationCodes.expiresAt, keepMs: () => 0 },
  { table: devCaptchaAnswers, column: devCaptchaAnswers.expiresAt, keepMs: () => 0 },
  { table: registrationTickets, column: registrationTickets.expiresAt, keepMs: () => 0 },
  { table: passwordResetTickets, column: passwordResetTickets.expiresAt, keepMs: () => 0 },
  { table: oauthStates, column: oauthStates.expiresAt, keepMs: () => 0 },
  { table: bindTickets, column: bindTickets.expiresAt, keepMs: () => 0 },
  { table: totpChallenges, column: totpChallenges.expiresAt, keepMs: () => 0 },
  { table: rateCounters, column: rateCounters.windowEndsAt, keepMs: () => 0 },
  // Kept a day past expiry, so "why was I signed out" can still be answered.
  { table: sessions, column: sessions.expiresAt, keepMs: () => DAY },
  { table: outboxMessages, column: outboxMessages.createdAt, keepMs: (ctx) => ctx.config.OUTBOX_RETENTION_DAYS * DAY },
  // Finished work stays a week for staff to look at, dead work a month.
  { table: jobs, column: jobs.finishedAt, keepMs: () => 7 * DAY, extra: sql`${jobs.state} = 'done'` },
  { table: jobs, column: jobs.finishedAt, keepMs: () => 30 * DAY, extra: sql`${jobs.state} = 'dead'` },
];

/** Rows deleted per statement, so a large backlog never holds long locks. */
const BATCH = 5000;

/**
 * Deletes expired codes, captchas, tickets, sign-in states, counters, sessions, old outbox
 * rows and finished jobs — work that used to run inline on hot request paths. Idempotent:
 * running it twice deletes nothing the second time.
 */
export async function purgeExpiredRows(ctx: AppContext): Promise<Record<string, number>> {
  const now = ctx.clock.now().getTime();
  const deleted: Record<string, number> = {};
  for (const { table, column, keepMs, extra } of EXPIRING) {
    const name = getTableConfig(table).name;
    const cutoff = new Date(now - keepMs(ctx)).toISOString();
    const condition = extra ? sql`${column} < ${cutoff}::timestamptz and ${extra}` : sql`${column} < ${cutoff}::timestamptz`;
    for (;;) {
      const result = await ctx.db.execute(sql`delete from ${table} where ctid in (select ctid from ${table} where ${condition} limit ${BATCH})`);
      const count = (result as { affectedRows?: number; rowCount?: number }).rowCount ?? (result as { affectedRows?: number }).affectedRows ?? 0;
      deleted[name] = (deleted[name] ?? 0) + count;
      if (count < BATCH) break;
    }
  }
  return deleted;
}

export const purgeExpiredRowsJob = defineJob({
  name: 'maintenance.purge-expired-rows',
  payload: z.object({}).strict(),
  async run({ ctx }) {
    const deleted = await purgeExpiredRows(ctx);
    const total = Object.values(deleted).reduce((a, b) => a + b, 0);
    if (total > 0) ctx.log.info({ deleted }, 'expired rows purged');
  },
});
