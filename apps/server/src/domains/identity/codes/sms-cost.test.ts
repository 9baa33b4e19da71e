import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../../../test/helper';
import { buildStaff } from '../../../../test/factories';
import { messages } from '../../notifications/notifications.tables';
import { API, insertUser, nextIp, nextPhone, sendLoginSms } from '../identity-test-support';

/** Issue 12 item 9: texts that can reach a number the caller does not own cost a captcha, and the platform an hourly budget. */
describe(`SMS cost: captcha on every send, an hourly budget with an alert (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SMS_HOURLY_BUDGET: '3' });
  });
  afterAll(() => t.close());

  it('sends no sign-in code without a captcha (before: any script could text any number)', async () => {
    const { phone } = await insertUser(t.db);
    const bare = await t.call({ method: 'POST', url: `${API}/phone/login/sendSms`, payload: { telephone: phone }, remoteAddress: nextIp(), locale: 'en' });
    expect(bare.status).toBe(400);
    expect(bare.body.errmsg).toContain('Please enter the image code');
    const outbox = await t.call<unknown[]>({ method: 'GET', url: `${API}/dev/outbox?to=${phone}` });
    expect(outbox.body.ret).toEqual([]);
  });

  it('refuses texts past the hourly budget, says so, and tells staff with user administration once', async () => {
    const logError = vi.spyOn(t.ctx.log, 'error');
    const admin = await buildStaff(t, { permissions: ['userAdministration'] });
    const content = await buildStaff(t, { permissions: ['content'] });
    // The refused send above spent nothing of the budget: three texts fit.
    for (let i = 0; i < 3; i++) expect((await sendLoginSms(t, nextPhone())).status).toBe(200);
    const refused = await sendLoginSms(t, nextPhone(), nextIp(), 'en');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      errcode: 42905,
      errmsg: 'The platform has sent as many text messages as it may this hour. Please try again later, or use email where you can',
      ret: null,
    });
    expect((await sendLoginSms(t, nextPhone())).body.errcode).toBe(42905);
    // Mail is not texts: an email code still goes out.
    const mail = await t.call({ method: 'POST', url: `${API}/portal/sendEmailCode`, payload: { email: 'still-mail@example.com' }, headers: { authorization: await tokenOf(admin.id) } });
    expect(mail.status).toBe(200);

    await t.jobs.drain();
    const told = await t.db.select({ userId: messages.userId, template: messages.template }).from(messages).where(eq(messages.template, 'sms.budgetExhausted'));
    expect(told).toEqual([{ userId: admin.id, template: 'sms.budgetExhausted' }]);
    expect(told.some((m) => m.userId === content.id)).toBe(false);
    const alerts = logError.mock.calls.filter((call) => String(call[1]).includes('SMS hourly budget spent'));
    expect(alerts).toHaveLength(1);

    // The next hour has a budget again.
    t.clock.advance(60 * 60 * 1000);
    expect((await sendLoginSms(t, nextPhone())).status).toBe(200);
  });

  async function tokenOf(userId: number) {
    const { createSession } = await import('../../../auth/create-session');
    return createSession(t.db, { userId, clientIp: '127.0.0.1', userAgent: 'vitest', at: t.clock.now() });
  }
});
