import { sql } from 'drizzle-orm';
import type { ContactConfig } from '@wardline/contract';
import { inTransaction, type UseCaseOptions } from '../../../platform/use-case';
import { siteSettings } from '../../contact/contact.tables';
import { CONTACT_SETTING_KEY, readContactConfig } from '../../contact/get-contact-config';
import { recordAudit } from '../../audit/record-audit';
import type { StaffActor } from '../../audit/staff-actor';

/** PUT /admin/settings/contact: the footer's and contact page's WeChat QR image and phone. */
export async function updateContactSettings({ ctx, actor, input }: UseCaseOptions<ContactConfig, StaffActor>): Promise<ContactConfig> {
  return inTransaction(ctx, async ({ db: tx, clock }) => {
    // Serialises two staff saving at once, so each audit row's "before" is what that save replaced.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`site_settings:${CONTACT_SETTING_KEY}`}))`);
    const before = await readContactConfig(tx);
    const value: ContactConfig = { contactWxImg: input.contactWxImg, contactPhone: input.contactPhone };
    const now = clock.now();
    await tx
      .insert(siteSettings)
      .values({ key: CONTACT_SETTING_KEY, value, updatedAt: now })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: now } });
    await recordAudit(tx, { actor, action: 'setting.update', targetType: 'setting', targetId: CONTACT_SETTING_KEY, before, after: value, at: now });
    return value;
  });
}
