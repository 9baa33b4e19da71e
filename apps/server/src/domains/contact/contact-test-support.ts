import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import { solveCaptcha } from '../identity/identity-test-support';
import type { Database } from '../../db/client';
import type { TestApp } from '../../../test/helper';
import { contactMessages, contactServices } from './contact.tables';

/**
 * Shared set-up of the contact tests: services, a valid body, and a code read from the dev
 * outbox. Services are named by their public ids (as the form sends them); `serial` holds
 * the ids a stored message keeps.
 */
export async function insertServices(db: Database) {
  const rows = await db
    .insert(contactServices)
    .values([
      { nameZh: '渗透测试', nameEn: 'Penetration testing', sortOrder: 20 },
      { nameZh: '众测服务', nameEn: 'Crowd testing', sortOrder: 10 },
      { nameZh: '已下线服务', nameEn: 'Retired service', sortOrder: 5, enabled: false },
    ])
    .returning({ id: contactServices.id, publicId: contactServices.publicId });
  const [pentest, crowd, retired] = rows as [(typeof rows)[number], (typeof rows)[number], (typeof rows)[number]];
  return { pentest: pentest.publicId, crowd: crowd.publicId, retired: retired.publicId, serial: { pentest: pentest.id, crowd: crowd.id, retired: retired.id } };
}

export async function countMessages(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contactMessages);
  return Number(row?.n ?? 0);
}

export function contactBody(services: string[], phone: string, verifyCode: string, overrides: Record<string, unknown> = {}) {
  return {
    services,
    companyName: '  示例科技有限公司 ',
    name: '王工',
    sex: 1,
    phone,
    verifyCode,
    email: 'sec@example.com',
    remark: '希望了解众测服务的报价',
    source: 1,
    ...overrides,
  };
}

/** POST /contact/sendVerifySms behind a fresh captcha, as the form sends it (issue 12 item 9); answers the raw response. */
export async function sendContactSms(t: TestApp, phone: string, ip: string, locale: 'zh' | 'en' = 'zh') {
  const captcha = await solveCaptcha(t, ip);
  return t.call({ method: 'POST', url: '/web/v1/contact/sendVerifySms', payload: { phone, photoCode: captcha.answer, code: captcha.code }, locale, remoteAddress: ip });
}

/** Asks for a contact code from `ip` and reads it back from GET /dev/outbox, as a developer would. */
export async function sendAndReadCode(t: TestApp, phone: string, ip: string, locale: 'zh' | 'en' = 'zh'): Promise<string> {
  const sent = await sendContactSms(t, phone, ip, locale);
  expect(sent.status).toBe(200);
  const outbox = await t.call<{ code: string | null }[]>({ method: 'GET', url: `/web/v1/dev/outbox?to=${phone}` });
  const code = outbox.body.ret[0]?.code;
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}
