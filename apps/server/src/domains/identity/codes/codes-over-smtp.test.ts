import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../../../test/helper';
import { startSmtpSink, type SmtpSink } from '../../../../test/smtp-sink';
import { buildHacker, signedIn } from '../../../../test/factories';
import { API, insertUser, nextIp, solveCaptcha } from '../identity-test-support';

/** The 6-character code a mail carries (mail codes avoid 0, O, 1, I and L). */
const codeIn = (text: string | undefined) => /\b([A-HJKMNP-Z2-9]{6})\b/.exec(text ?? '')?.[1];

describe(`identity codes by mail go out through a real SMTP server (${TEST_DB_KIND})`, () => {
  let smtp: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await buildTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Wardline <no-reply@wardline.test>' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const mailTo = async (address: string) => {
    await expect.poll(() => smtp.mails.some((m) => m.to && JSON.stringify(m.to).includes(address)), { timeout: 5000 }).toBe(true);
    return smtp.mails.filter((m) => JSON.stringify(m.to).includes(address)).at(-1)!;
  };

  it('mails a password-reset code in the caller language, and the code from the mail works', async () => {
    await insertUser(t.db, { email: 'smtp-reset@example.com' });
    const ip = nextIp();
    const captcha = await solveCaptcha(t, ip);
    const sent = await t.call({ method: 'POST', url: `${API}/portal/sendSms`, payload: { account: 'smtp-reset@example.com', photoCode: captcha.answer, code: captcha.code }, remoteAddress: ip, locale: 'en' });
    expect(sent.status).toBe(200);

    const mail = await mailTo('smtp-reset@example.com');
    expect(mail.from?.text).toContain('no-reply@wardline.test');
    expect(mail.text).toContain('Your Wardline password reset code is');
    const code = codeIn(mail.text);
    expect(code).toBeDefined();
    const checked = await t.call({ method: 'POST', url: `${API}/portal/resetPasswordCheckSmsCode`, payload: { account: 'smtp-reset@example.com', msgCode: code }, locale: 'en' });
    expect(checked.status).toBe(200);
  });

  it('mails the email-binding code of a signed-in account', async () => {
    const user = await signedIn(t, await buildHacker(t, { email: null }));
    const sent = await user.call({ method: 'POST', url: `${API}/portal/sendEmailCode`, payload: { email: 'smtp-bind@example.com' } });
    expect(sent.status).toBe(200);
    const mail = await mailTo('smtp-bind@example.com');
    expect(codeIn(mail.text)).toBeDefined();
  });
});
