import { and, asc, gt, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineJob } from '../../platform/jobs/define-job';
import { enqueueJob } from '../../platform/jobs/enqueue-job';
import { afterCommit, inTransaction } from '../../platform/use-case';
import { users } from '../identity/identity.tables';
import { loadSettingsOf } from './notification-settings';
import { messages } from './notifications.tables';
import { newMessagePublicId } from './public-id';
import { queueDeliveries } from './queue-deliveries';
import { isTemplateId, type TemplateParams } from './templates';

/** People told per job: one job holds a transaction for a bounded time whatever the number of accounts. */
export const BROADCAST_CHUNK = 2000;

/**
 * A message to every account (an announcement), in chunks of accounts by id, each chunk a
 * job that queues the next. A chunk run twice creates nothing twice (one message per
 * person per event), and the chain resumes where it stopped after a crash.
 */
export const broadcastNotificationJob = defineJob({
  name: 'notifications.broadcast',
  payload: z.object({
    eventId: z.number().int().positive(),
    template: z.string().refine(isTemplateId),
    params: z.record(z.string(), z.union([z.string(), z.object({ zh: z.string(), en: z.string() })])),
    url: z.string().nullable(),
    afterUserId: z.number().int().nonnegative(),
  }),
  async run({ ctx, payload }) {
    const template = payload.template as Parameters<typeof queueDeliveries>[2];
    await inTransaction(ctx, async (tx) => {
      const now = tx.clock.now();
      const chunk = await tx.db
        .select({ id: users.id, phone: users.phone, email: users.email, dingtalkPhone: users.dingtalkPhone })
        .from(users)
        .where(and(gt(users.id, payload.afterUserId), ne(users.status, 'foriben'), sql`${users.createdAt} <= ${now.toISOString()}::timestamptz`))
        .orderBy(asc(users.id))
        .limit(BROADCAST_CHUNK);
      if (chunk.length === 0) return;
      const created = await tx.db
        .insert(messages)
        .values(chunk.map((u) => ({ publicId: newMessagePublicId(), userId: u.id, template, params: payload.params as TemplateParams, url: payload.url, eventId: payload.eventId, createdAt: now })))
        .onConflictDoNothing({ target: [messages.eventId, messages.userId] })
        .returning({ id: messages.id, userId: messages.userId });
      const settings = await loadSettingsOf(tx.db, created.map((m) => m.userId));
      const byId = new Map(chunk.map((u) => [u.id, u]));
      for (const message of created) {
        await queueDeliveries(tx, message.id, template, settings.get(message.userId)!, byId.get(message.userId)!);
      }
      const lastId = chunk[chunk.length - 1]!.id;
      if (chunk.length === BROADCAST_CHUNK) {
        await enqueueJob(tx, broadcastNotificationJob, { ...payload, afterUserId: lastId }, { key: `broadcast:${payload.eventId}:${lastId}` });
      }
      // A long list of ids would not fit a NOTIFY (8000 bytes): then every process recounts all its streams.
      afterCommit(tx, () => ctx.live.unreadChanged(created.length > 500 ? 'all' : created.map((m) => m.userId)));
    });
  },
});
