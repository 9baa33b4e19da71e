import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../test/helper';
import { loadConfig } from '../config';
import { nextIp, nextPhone, sendLoginSms, skipResendWait } from '../domains/identity/identity-test-support';

/** Issue 13, item 18: the daily limits of codes, per target first, then per client address (a setting). */
describe(`daily limits of verification codes (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ CODE_DAILY_LIMIT_PER_CLIENT: '3' });
  });
  afterAll(() => t.close());

  const send = (telephone: string, ip: string) => sendLoginSms(t, telephone, ip, 'en');

  it('is a setting with a high default, so one office address is not locked out of sign-up', () => {
    expect(loadConfig({}).CODE_DAILY_LIMIT_PER_CLIENT).toBe(300);
  });

  it('refuses a client address past its setting, saying so (not "wait 60 seconds")', async () => {
    const ip = nextIp();
    for (let i = 0; i < 3; i++) expect((await send(nextPhone(), ip)).status).toBe(200);
    const refused = await send(nextPhone(), ip);
    expect(refused).toMatchObject({ status: 429, body: { errcode: 42902, errmsg: 'Daily limit of verification codes reached' } });
    // The same phone again at once: still the daily limit, never "sent recently, wait 60 seconds".
    const phone = nextPhone();
    await send(phone, ip);
    expect((await send(phone, ip)).body.errcode).toBe(42902);
  });

  it('counts each phone on its own: ten a day, then the daily limit on every later try', async () => {
    const phone = nextPhone();
    for (let i = 0; i < 10; i++) {
      expect((await send(phone, nextIp())).status).toBe(200);
      await skipResendWait(t, 'sms', phone);
    }
    expect((await send(phone, nextIp())).body.errcode).toBe(42902);
    expect((await send(phone, nextIp())).body.errcode).toBe(42902);
  });
});
