import type { AppContext } from '../../context';
import { enqueueJob } from '../../platform/jobs/enqueue-job';
import { deliverNotificationJob } from './deliver-notification';
import { channelsFor, type Addresses, type EffectiveSettings } from './notification-settings';
import { notificationDeliveries } from './notifications.tables';
import { notificationTemplates, type TemplateId } from './templates';

/** Queues the SMS, mail and DingTalk deliveries of one new message, each a job of its own (retried on its own). */
export async function queueDeliveries(tx: AppContext, messageId: number, template: TemplateId, settings: EffectiveSettings, addresses: Addresses): Promise<void> {
  const now = tx.clock.now();
  for (const channel of channelsFor(notificationTemplates[template], settings, addresses)) {
    const [delivery] = await tx.db.insert(notificationDeliveries).values({ messageId, channel, createdAt: now }).returning({ id: notificationDeliveries.id });
    await enqueueJob(tx, deliverNotificationJob, { deliveryId: delivery!.id }, { key: `delivery:${delivery!.id}` });
  }
}
