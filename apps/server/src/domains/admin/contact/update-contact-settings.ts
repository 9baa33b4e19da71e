import { sql } from 'drizzle-orm';
import type { ContactConfig } from '@wardline/contract';
import type { Database } from '../../../db/client';
import { siteSettings } from '../../contact/contact.tables';
import { CONTACT_SETTING_KEY, getContactConfig } from '../../contact/get-contact-config';
import { recordAudit } from '../../audit/record-audit';
import type { StaffActor } from '../../audit/staff-actor';

/** PUT /admin/settings/contact: the footer's and contact page's WeChat QR image and phone. */
export async function updateContactSettings(db: Database, actor: StaffActor, input: ContactConfig): Promise<ContactConfig> {
  return db.transaction(async (tx) => {
    // Serialises two staff saving at once, so each audit row's "before" is what that save replaced.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`site_settings:${CONTACT_SETTING_KEY}`}))`);
    const before = await getContactConfig(tx);
    const value: ContactConfig = { contactWxImg: input.contactWxImg, contactPhone: input.contactPhone };
    await tx
      .insert(siteSettings)
      .values({ key: CONTACT_SETTING_KEY, value })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: sql`now()` } });
    await recordAudit(tx, { actor, action: 'setting.update', targetType: 'setting', targetId: CONTACT_SETTING_KEY, before, after: value });
    return value;
  });
}
