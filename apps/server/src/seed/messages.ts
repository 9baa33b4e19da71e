import { desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../domains/identity/identity.tables';
import { announcements } from '../domains/content/content.tables';
import { messages } from '../domains/notifications/notifications.tables';
import { newMessagePublicId } from '../domains/notifications/public-id';
import { DEMO_ACCOUNTS } from './seed-demo-accounts';

const CERTIFICATION_PAGE = { company: '/register/companyLegalize?fromUserCenter=true', supplier: '/register/supplierLegalize?fromUserCenter=true' } as const;

/**
 * A demo account's message centre is not empty on the first visit: the three newest
 * announcements, and the approval of the company's and the supplier's certification.
 * Only for demo accounts without any message yet, so it never repeats.
 */
export async function seedDemoMessages(db: Database): Promise<number> {
  const accounts = await db
    .select({ id: users.id, usertype: users.usertype })
    .from(users)
    .where(inArray(users.email, DEMO_ACCOUNTS.map((a) => a.email)));
  const latest = await db
    .select({ publicId: announcements.publicId, titleZh: announcements.titleZh, titleEn: announcements.titleEn, publishedAt: announcements.publishedAt })
    .from(announcements)
    .where(eq(announcements.published, true))
    .orderBy(desc(announcements.publishedAt), desc(announcements.id))
    .limit(3);
  let added = 0;
  for (const account of accounts) {
    const [any] = await db.select({ id: messages.id }).from(messages).where(eq(messages.userId, account.id)).limit(1);
    if (any) continue;
    const rows = latest.map((a) => ({
      publicId: newMessagePublicId(),
      userId: account.id,
      template: 'announcement.published',
      params: { title: { zh: a.titleZh, en: a.titleEn } },
      url: `/announcement/detail/${a.publicId}`,
      createdAt: a.publishedAt,
    }));
    if (account.usertype === 'company' || account.usertype === 'supplier') {
      const kind = account.usertype === 'company' ? { zh: '企业认证', en: 'company certification' } : { zh: '供应商认证', en: 'supplier certification' };
      rows.push({ publicId: newMessagePublicId(), userId: account.id, template: 'certification.approved', params: { kind } as never, url: CERTIFICATION_PAGE[account.usertype], createdAt: new Date() });
    }
    if (rows.length) added += (await db.insert(messages).values(rows).returning({ id: messages.id })).length;
  }
  return added;
}
