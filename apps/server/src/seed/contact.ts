import { count } from 'drizzle-orm';
import type { ContactConfig } from '@wardline/contract';
import type { Database } from '../db/client';
import { contactServices, siteSettings } from '../domains/contact/contact.tables';
import { CONTACT_SETTING_KEY } from '../domains/contact/get-contact-config';

/** The services a company can ask about on the three service pages. */
const SERVICES = [
  { nameZh: '众测服务', nameEn: 'Crowdsourced security testing' },
  { nameZh: '互联网暴露面测绘', nameEn: 'Attack surface mapping' },
  { nameZh: '入侵与攻击模拟', nameEn: 'Breach and attack simulation' },
  { nameZh: '安全应急响应', nameEn: 'Incident response' },
  { nameZh: '渗透测试', nameEn: 'Penetration testing' },
];

/** The QR image is shipped by the web app; the number is a demo hotline. */
const CONTACT_SETTING: ContactConfig = { contactWxImg: '/images/qr/wechat.svg', contactPhone: '400-820-2026' };

/** Fills the contact form's services and the contact details when they are missing. */
export async function seedContactContent(db: Database): Promise<number> {
  let added = 0;
  const [services] = await db.select({ n: count() }).from(contactServices);
  if (Number(services?.n ?? 0) === 0) {
    await db.insert(contactServices).values(SERVICES.map((s, i) => ({ ...s, sortOrder: (i + 1) * 10 })));
    added += SERVICES.length;
  }
  // A value staff have already set is never overwritten.
  const inserted = await db
    .insert(siteSettings)
    .values({ key: CONTACT_SETTING_KEY, value: CONTACT_SETTING })
    .onConflictDoNothing({ target: siteSettings.key })
    .returning({ key: siteSettings.key });
  return added + inserted.length;
}
