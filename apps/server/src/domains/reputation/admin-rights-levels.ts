import { desc, eq, sql } from 'drizzle-orm';
import { chinaCalendarOf, type AdminRightsRun } from '@wardline/contract';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/client';
import { defineJob } from '../../platform/jobs/define-job';
import { enforce, requirePermissions } from '../../platform/policy/policy';
import { inTransaction, type UseCaseOptions } from '../../platform/use-case';
import { recordAudit } from '../audit/record-audit';
import { asPolicyActor, type StaffActor } from '../audit/staff-actor';
import { rightsLevelRuns } from './reputation.tables';
import { decideRightsLevels } from './rights-levels';

async function runOf(db: Database, year: number, computedAt: Date): Promise<AdminRightsRun> {
  const rows = rowsOf<{ level: string; n: string }>(await db.execute(sql`select level, count(*)::text as n from rights_levels where year = ${year} group by level`));
  const n = (level: string) => Number(rows.find((r) => r.level === level)?.n ?? 0);
  return { year, computedAt: computedAt.toISOString(), counts: { V0: n('V0'), V1: n('V1'), V2: n('V2'), V3: n('V3') } };
}

/** GET /admin/rights-levels: every decided year, newest first, with its counts per level. */
export async function listRightsRuns({ ctx, actor }: UseCaseOptions<undefined, StaffActor>): Promise<{ total: number; data: AdminRightsRun[] }> {
  enforce(requirePermissions(asPolicyActor(actor), 'userAdministration'));
  const runs = await ctx.db.select().from(rightsLevelRuns).orderBy(desc(rightsLevelRuns.year));
  const data = await Promise.all(runs.map((run) => runOf(ctx.db, run.year, run.computedAt)));
  return { total: data.length, data };
}

/** POST /admin/rights-levels/recompute: decides a year again (not a future one), with its audit row. */
export async function recomputeRightsLevels({ ctx, actor, input }: UseCaseOptions<{ year: number }, StaffActor>): Promise<AdminRightsRun> {
  enforce(requirePermissions(asPolicyActor(actor), 'userAdministration'));
  const now = ctx.clock.now();
  const year = Math.min(input.year, chinaCalendarOf(now.getTime()).year);
  return inTransaction(ctx, async (tx) => {
    const [before] = await tx.db.select().from(rightsLevelRuns).where(eq(rightsLevelRuns.year, year));
    const previous = before ? await runOf(tx.db, year, before.computedAt) : null;
    await decideRightsLevels(tx.db, year, now);
    const run = await runOf(tx.db, year, now);
    await recordAudit(tx.db, { actor, action: 'rightsLevels.recompute', targetType: 'rightsLevels', targetId: String(year), before: previous, after: run, at: now });
    return run;
  });
}

/**
 * Decides the current year's rights levels once it has begun (China time): hourly, so a
 * server that was down on 1 January catches up; a year already decided is left alone
 * (staff recompute it on demand).
 */
export const decideYearRightsJob = defineJob({
  name: 'reputation.decide-year-rights',
  payload: z.object({}),
  async run({ ctx }) {
    const now = ctx.clock.now();
    const year = chinaCalendarOf(now.getTime()).year;
    const [run] = await ctx.db.select({ year: rightsLevelRuns.year }).from(rightsLevelRuns).where(eq(rightsLevelRuns.year, year));
    if (!run) await decideRightsLevels(ctx.db, year, now);
  },
});
