import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { afterCommit, inTransaction } from '../../platform/use-case';
import { users } from '../identity/identity.tables';
import { loadSettings } from './notification-settings';
import { messages } from './notifications.tables';
import { newMessagePublicId } from './public-id';
import { queueDeliveries } from './queue-deliveries';
import type { TemplateId, TemplateParams } from './templates';

export type NotifyUserOptions = {
  userId: number;
  template: TemplateId;
  params: TemplateParams;
  /** Where the message leads when opened (a path of the web app). */
  url?: string | null;
  /** The event it tells of: a second call for the same event and person does nothing. */
  eventId: number;
};

/**
 * Puts a message in a person's message centre and queues its SMS, mail and DingTalk
 * deliveries as their settings say, in one transaction; the bell of every open tab of that
 * person updates once it commits. Answers whether a message was created (false: already told).
 */
export async function notifyUser(ctx: AppContext, { userId, template, params, url = null, eventId }: NotifyUserOptions): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const now = tx.clock.now();
    const [message] = await tx.db
      .insert(messages)
      .values({ publicId: newMessagePublicId(), userId, template, params, url, eventId, createdAt: now })
      .onConflictDoNothing({ target: [messages.eventId, messages.userId] })
      .returning({ id: messages.id });
    if (!message) return false;

    const [addresses] = await tx.db
      .select({ phone: users.phone, email: users.email, dingtalkPhone: users.dingtalkPhone })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (addresses) await queueDeliveries(tx, message.id, template, await loadSettings(tx.db, userId), addresses);
    afterCommit(tx, () => ctx.live.unreadChanged([userId]));
    return true;
  });
}
