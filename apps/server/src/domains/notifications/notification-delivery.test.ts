import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { NewsItem, Page } from '@wardline/contract';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../../test/helper';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink';
import { startHttpReceiver, type HttpReceiver } from '../../../test/http-receiver';
import { MINUTE } from '../../platform/clock';
import { users } from '../identity/identity.tables';
import { certifications } from '../certification/certification.tables';
import { approveCertification, rejectCertification } from '../certification';
import { companyBody, post, reviewer, signedInUser } from '../certification/certification-test-support';
import type { StaffActor } from '../audit/staff-actor';
import { disableUser } from '../admin/users/disable-user';
import { deliveryAttempts, messages, notificationDeliveries } from './notifications.tables';

const DINGTALK_SECRET = 'SECtest-signing-secret';

describe(`notifications through every channel (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let sms: HttpReceiver;
  let dingtalk: HttpReceiver;
  let staffId: number;
  let staff: StaffActor;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    sms = await startHttpReceiver();
    dingtalk = await startHttpReceiver(() => ({ errcode: 0, errmsg: 'ok' }));
    t = await buildTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Wardline <no-reply@wardline.test>',
      SMS_WEBHOOK_URL: `${sms.url}/send`,
      SMS_WEBHOOK_TOKEN: 'sms-token',
      DINGTALK_WEBHOOK_URL: `${dingtalk.url}/robot/send?access_token=robot`,
      DINGTALK_SECRET,
    });
    staffId = (await signedInUser(t, null, 'certification', 'staff')).id;
    staff = reviewer(staffId);
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([smtp.close(), sms.close(), dingtalk.close()]);
  });

  /** A company with a phone and an email, its certification waiting for review. */
  async function companyAwaitingReview(language: 'zh' | 'en' = 'zh') {
    const company = await signedInUser(t, 'company');
    const email = `c${company.id}@example.com`;
    await t.db.update(users).set({ email, language }).where(eq(users.id, company.id));
    expect((await post(t, '/company/authentication/submit', company.token, await companyBody(t, company.token))).status).toBe(200);
    const [row] = await t.db.select({ id: certifications.publicId }).from(certifications).where(and(eq(certifications.userId, company.id), eq(certifications.state, 'pending')));
    return { ...company, email, certificationId: row!.id };
  }
  const smsTo = (phone: string) => sms.received.filter((r) => (r.body as { to: string }).to === phone).map((r) => r.body as Record<string, unknown>);
  const mailTo = (email: string) => smtp.mails.filter((m) => m.to && !Array.isArray(m.to) && m.to.value[0]?.address === email);
  const editConfig = (token: string, body: object) => t.call({ method: 'PUT', url: '/web/v1/editMessageConfig', headers: { authorization: token }, payload: body });

  it('tells a Chinese-speaking company in the message centre, by SMS (template and parameters) and by mail', async () => {
    const company = await companyAwaitingReview('zh');
    await approveCertification({ ctx: t.ctx, actor: staff, input: { id: company.certificationId } });
    await t.jobs.drain();

    const list = await t.call<Page<NewsItem>>({ method: 'GET', url: '/web/v1/getNewsList', headers: { authorization: company.token } });
    expect(list.body.ret.data[0]).toMatchObject({ msgStatus: 'unread', msgContent: '您的企业认证已通过审核。', url: '/register/companyLegalize?fromUserCenter=true' });
    expect(smsTo(company.phone!)).toEqual([
      { to: company.phone, text: '【守线众测】您的企业认证已通过审核。', template: 'certification.approved', params: { kind: '企业认证' }, locale: 'zh' },
    ]);
    expect(sms.received.at(-1)!.headers.authorization).toBe('Bearer sms-token');
    const [mail] = mailTo(company.email);
    expect(mail!.subject).toBe('【守线众测】企业认证已通过');
    expect(mail!.text?.trim()).toBe('【守线众测】您的企业认证已通过审核。');
    expect(mail!.from?.text).toContain('no-reply@wardline.test');
  });

  it('speaks English to an account whose language is English, whatever the staff member’s', async () => {
    const company = await companyAwaitingReview('en');
    await rejectCertification({ ctx: t.ctx, actor: staff, input: { id: company.certificationId, reason: '营业执照不清晰。' } });
    await t.jobs.drain();
    expect(smsTo(company.phone!).map((m) => m.text)).toEqual(['[Wardline] Your company certification was not approved; please correct it and submit again. Reason: 营业执照不清晰.']);
    expect(mailTo(company.email)[0]!.subject).toBe('[Wardline] Your company certification was not approved');
  });

  it('sends to DingTalk when switched on, signed as DingTalk requires, @-mentioning the bound phone', async () => {
    const company = await companyAwaitingReview('zh');
    await t.db.update(users).set({ dingtalkPhone: '13700001111' }).where(eq(users.id, company.id));
    expect((await editConfig(company.token, { id: 3, type: 1, status: 1 })).status).toBe(200);
    await approveCertification({ ctx: t.ctx, actor: staff, input: { id: company.certificationId } });
    await t.jobs.drain();
    const [robot] = dingtalk.received.filter((r) => (r.body as { at: { atMobiles: string[] } }).at.atMobiles[0] === '13700001111');
    expect(robot!.body).toEqual({ msgtype: 'text', text: { content: '【守线众测】您的企业认证已通过审核。' }, at: { atMobiles: ['13700001111'], isAtAll: false } });
    const url = new URL(robot!.url, 'http://x');
    const timestamp = url.searchParams.get('timestamp')!;
    expect(url.searchParams.get('access_token')).toBe('robot');
    expect(url.searchParams.get('sign')).toBe(createHmac('sha256', DINGTALK_SECRET).update(`${timestamp}\n${DINGTALK_SECRET}`).digest('base64'));
  });

  it('retries a failing gateway with backoff, records each attempt, and sends once', async () => {
    const company = await companyAwaitingReview('zh');
    await editConfig(company.token, { id: 2, type: 1, status: 0 });
    sms.failNext(2);
    await approveCertification({ ctx: t.ctx, actor: staff, input: { id: company.certificationId } });
    await t.jobs.drain();
    expect(smsTo(company.phone!)).toHaveLength(0);
    t.clock.advance(MINUTE);
    await t.jobs.drain();
    t.clock.advance(MINUTE);
    await t.jobs.drain();
    await t.jobs.drain();
    expect(smsTo(company.phone!)).toHaveLength(1);

    const [delivery] = await t.db
      .select()
      .from(notificationDeliveries)
      .innerJoin(messages, eq(messages.id, notificationDeliveries.messageId))
      .where(and(eq(messages.userId, company.id), eq(notificationDeliveries.channel, 'sms')));
    expect(delivery!.notification_deliveries).toMatchObject({ state: 'sent', attempts: 3 });
    const attempts = await t.db.select().from(deliveryAttempts).where(eq(deliveryAttempts.deliveryId, delivery!.notification_deliveries.id)).orderBy(deliveryAttempts.attempt);
    expect(attempts.map((a) => [a.attempt, a.provider, a.succeeded])).toEqual([
      [1, 'sms-webhook', false],
      [2, 'sms-webhook', false],
      [3, 'sms-webhook', true],
    ]);
    expect(attempts[0]!.error).toContain('500');
  });

  it('follows the switches: SMS off or the topic off sends nothing outside the message centre', async () => {
    const smsOff = await companyAwaitingReview('zh');
    await editConfig(smsOff.token, { id: 1, type: 1, status: 0 });
    const topicOff = await companyAwaitingReview('zh');
    await editConfig(topicOff.token, { id: 1, type: 3, status: 0 });
    await approveCertification({ ctx: t.ctx, actor: staff, input: { id: smsOff.certificationId } });
    await approveCertification({ ctx: t.ctx, actor: staff, input: { id: topicOff.certificationId } });
    await t.jobs.drain();
    expect(smsTo(smsOff.phone!)).toHaveLength(0);
    expect(mailTo(smsOff.email)).toHaveLength(1);
    expect(smsTo(topicOff.phone!)).toHaveLength(0);
    expect(mailTo(topicOff.email)).toHaveLength(0);
    const inbox = await t.db.select().from(messages).where(eq(messages.userId, topicOff.id));
    expect(inbox.map((m) => m.template)).toEqual(['certification.approved']);
  });

  it('tells a disabled account by SMS even with SMS switched off: it can no longer read the message centre', async () => {
    const hacker = await signedInUser(t, 'hacker', 'certification');
    await editConfig(hacker.token, { id: 1, type: 1, status: 0 });
    await disableUser({ ctx: t.ctx, actor: { staffId, nickname: 'Staff', clientIp: '127.0.0.1', permissions: new Set(['userAdministration'] as const) }, input: { publicId: hacker.publicId, reason: '批量注册小号' } });
    await t.jobs.drain();
    expect(smsTo(hacker.phone!).map((m) => m.text)).toEqual(['【守线众测】您的账号已被平台禁用，如有疑问请联系平台。原因：批量注册小号。']);
  });
});
