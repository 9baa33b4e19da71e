import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { defineJob } from '../../platform/jobs/define-job';
import { users } from '../identity/identity.tables';
import { addressFor } from './notification-settings';
import { deliveryAttempts, messages, notificationDeliveries } from './notifications.tables';
import { flattenParams, isTemplateId, renderTemplate, SENDER_SIGNATURE, type TemplateParams } from './templates';

const MAX_ATTEMPTS = 6;

/**
 * Sends one message through one channel, in the recipient's own language, through the
 * sending layer. Each try is recorded; a failure is retried with backoff by the job
 * runner, and after the last try the delivery is marked failed. A delivery already sent
 * is not sent again, so a job that runs twice sends once.
 */
export const deliverNotificationJob = defineJob({
  name: 'notifications.deliver',
  payload: z.object({ deliveryId: z.number().int().positive() }),
  maxAttempts: MAX_ATTEMPTS,
  async run({ ctx, payload, job }) {
    const [row] = await ctx.db
      .select({
        state: notificationDeliveries.state,
        channel: notificationDeliveries.channel,
        template: messages.template,
        params: messages.params,
        phone: users.phone,
        email: users.email,
        dingtalkPhone: users.dingtalkPhone,
        language: users.language,
      })
      .from(notificationDeliveries)
      .innerJoin(messages, eq(messages.id, notificationDeliveries.messageId))
      .innerJoin(users, eq(users.id, messages.userId))
      .where(eq(notificationDeliveries.id, payload.deliveryId))
      .limit(1);
    if (!row || row.state !== 'queued') return;

    const to = addressFor(row.channel, row);
    if (!to || !isTemplateId(row.template)) {
      await finish(ctx, payload.deliveryId, job.attempt, 'none', to ? `unknown template ${row.template}` : 'no address for this channel', 'failed');
      return;
    }
    const params = row.params as TemplateParams;
    const { text, subject } = renderTemplate(row.template, params, row.language);
    try {
      const { provider } = await ctx.messenger.send({
        channel: row.channel,
        to,
        subject: `${SENDER_SIGNATURE[row.language]}${subject}`.trim(),
        text: `${SENDER_SIGNATURE[row.language]}${text}`,
        template: { id: row.template, params: flattenParams(row.template, params, row.language), locale: row.language },
      });
      await finish(ctx, payload.deliveryId, job.attempt, provider, null, 'sent');
    } catch (err) {
      const last = job.attempt >= MAX_ATTEMPTS;
      await finish(ctx, payload.deliveryId, job.attempt, ctx.messenger.providerName(row.channel), err instanceof Error ? err.message : String(err), last ? 'failed' : 'queued');
      throw err;
    }
  },
});

async function finish(ctx: AppContext, deliveryId: number, attempt: number, provider: string, error: string | null, state: 'sent' | 'failed' | 'queued'): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(deliveryAttempts).values({ deliveryId, attempt, provider, succeeded: state === 'sent', error: error?.slice(0, 500) ?? null, occurredAt: now });
    await tx
      .update(notificationDeliveries)
      .set({ state, attempts: sql`${notificationDeliveries.attempts} + 1`, sentAt: state === 'sent' ? now : null })
      .where(and(eq(notificationDeliveries.id, deliveryId), eq(notificationDeliveries.state, 'queued')));
  });
}
