import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminAchievement, adminAchievementInput } from '@wardline/contract';
import { AppError } from '../../http/app-error';
import { enqueueJob } from '../../platform/jobs/enqueue-job';
import { inTransaction } from '../../platform/use-case';
import { managedCollection, type ManagedCollection } from '../admin/content/managed-collection';
import { isUniqueViolation } from '../third-party/unique-violation';
import { achievements, userAchievements } from './achievements.tables';
import { awardDefinitionJob } from './award-achievement-jobs';

type Input = z.output<typeof adminAchievementInput>;

const collection = managedCollection<typeof achievements.$inferSelect, Input, AdminAchievement>({
  table: achievements,
  targetType: 'achievement',
  orderBy: [asc(achievements.sortOrder), asc(achievements.id)],
  toView: ({ id: _serial, publicId, createdAt, ...row }) => ({ ...row, id: publicId, createdAt: createdAt.toISOString() }),
  toValues: (input) => ({ ...input, rule: input.rule! }),
});

const ruleTaken = (err: unknown) => {
  throw isUniqueViolation(err) ? new AppError('achievementRuleTaken') : err;
};

/** Awards an enabled definition to those who already meet it, once the change commits. */
async function awardLater(ctx: Parameters<ManagedCollection<Input, AdminAchievement>['create']>[0]['ctx'], publicId: string) {
  const [row] = await ctx.db.select({ id: achievements.id, enabled: achievements.enabled }).from(achievements).where(eq(achievements.publicId, publicId));
  if (row?.enabled) await enqueueJob(ctx, awardDefinitionJob, { achievementId: row.id }, { key: `achievement-award:${row.id}:${ctx.clock.now().getTime()}` });
}

/**
 * /admin/achievements (content permission): the console's table of definitions, audited like
 * every managed collection. One definition per rule and target; saving an enabled one awards
 * it to everyone who already qualifies; one that has been awarded is disabled, never deleted.
 */
export const achievementCollection: ManagedCollection<Input, AdminAchievement> = {
  list: (options) => collection.list(options),
  get: (options) => collection.get(options),
  create: (options) =>
    inTransaction(options.ctx, async (tx) => {
      const view = await collection.create({ ...options, ctx: tx }).catch(ruleTaken);
      await awardLater(tx, view.id);
      return view;
    }),
  update: (options) =>
    inTransaction(options.ctx, async (tx) => {
      const view = await collection.update({ ...options, ctx: tx }).catch(ruleTaken);
      await awardLater(tx, view.id);
      return view;
    }),
  remove: async (options) => {
    const [held] = await options.ctx.db
      .select({ userId: userAchievements.userId })
      .from(userAchievements)
      .innerJoin(achievements, and(eq(achievements.id, userAchievements.achievementId), eq(achievements.publicId, options.input.id)))
      .limit(1);
    if (held) throw new AppError('achievementAwarded');
    return collection.remove(options);
  },
};
