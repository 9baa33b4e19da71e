import { eq } from 'drizzle-orm';
import { contactConfig, type ContactConfig } from '@wardline/contract';
import type { Database } from '../../db/client';
import type { UseCaseOptions } from '../../platform/use-case';
import { siteSettings } from './contact.tables';

/** The site_settings key holding the footer and contact-page details. */
export const CONTACT_SETTING_KEY = 'contact';

const NOT_CONFIGURED: ContactConfig = { contactWxImg: '', contactPhone: '' };

/**
 * GET /contact/config/detail (and the console's settings): the WeChat QR image and phone
 * shown beside the contact form and in the footer. Until staff set them the answer is empty
 * strings, so the footer renders without them instead of every page showing an error toast.
 */
export async function getContactConfig({ ctx }: UseCaseOptions<undefined, unknown>): Promise<ContactConfig> {
  return readContactConfig(ctx.db);
}

/** The stored details, read with `db` (a transaction that is about to change them, or the pool). */
export async function readContactConfig(db: Database): Promise<ContactConfig> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, CONTACT_SETTING_KEY)).limit(1);
  if (!row) return NOT_CONFIGURED;
  // The value is free-form JSON edited by staff: read only the two known fields, never pass it through.
  const parsed = contactConfig.partial().safeParse(row.value);
  return parsed.success ? { ...NOT_CONFIGURED, ...parsed.data } : NOT_CONFIGURED;
}
