import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { BankCardResult, TrustedAuthBankInfo } from '@wardline/contract';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../../test/helper';
import { buildCompany, buildSupplier, signedIn } from '../../../test/factories';
import { readCode, skipResendWait } from '../identity/identity-test-support';
import { hackerBody, post, signedInUser, uniqueHackerNumbers } from '../certification/certification-test-support';
import { certifications } from '../certification/certification.tables';
import { certifiedHacker } from '../trusted-auth/trusted-auth-test-support';
import { users } from '../identity/identity.tables';
import { createSession } from '../../auth/create-session';
import { accountCall as call } from './account-test-support';
import { bankCardChanges } from './account.tables';

type Fields = { fields: { field: string; message: string }[] };

describe(`the bank card of the account centre (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    // Mid-year in China, so "this year" is the same year in every time zone the test runs in.
    t.clock.set(new Date('2026-06-15T04:00:00Z'));
  });
  afterAll(() => t.close());

  const newCard = (overrides: Record<string, unknown> = {}) => ({ bankPhone: '13800138000', bkCardNumber: uniqueHackerNumbers().bkCardNumber, bankName: '工商银行', openbank: '北京海淀支行', ...overrides });

  /** Asks for the change code (to the account's phone) and answers it. */
  async function changeCode(token: string, phone: string): Promise<string> {
    await skipResendWait(t, 'sms', phone);
    const sent = await call(t, token, 'POST', '/user/changeBank/sendSms');
    expect(sent.body, sent.body.errmsg).toMatchObject({ errcode: 0, errmsg: '验证码已发送' });
    return readCode(t, phone);
  }

  it('shows the card of the real-name record masked, changes it with the code sent to the bound phone, once this year', async () => {
    const hacker = await certifiedHacker(t);
    const before = await call<BankCardResult>(t, hacker.token, 'GET', '/user/bankCard');
    expect(before.body.ret).toMatchObject({ card: { username: '张三', bankName: '招商银行', openbank: '深圳南山支行', bankPhone: '139****5678' }, canChange: true, lastChangedAt: null, nextChangeFrom: null });
    expect(before.body.ret.card!.bkCardNumber).toMatch(/^6222\*+\d{4}$/);
    expect(before.body.ret.codePhone).toBe(`${hacker.phone!.slice(0, 3)}****${hacker.phone!.slice(-4)}`);

    const card = newCard({ bkCardNumber: '6217 0000 1111 2222 333' });
    const smsCode = await changeCode(hacker.token, hacker.phone!);
    const changed = await call<BankCardResult>(t, hacker.token, 'POST', '/user/changeBank', { ...card, smsCode });
    expect(changed.body).toMatchObject({ errcode: 0, errmsg: '银行卡信息修改成功' });
    expect(changed.body.ret).toMatchObject({ card: { bkCardNumber: '6217***********2333', bankName: '工商银行', openbank: '北京海淀支行', bankPhone: '138****8000' }, canChange: false, nextChangeFrom: '2027-01-01' });
    // The real-name record in force now names the new card (trusted authentication reads it), and the old one is kept.
    const bankInfo = await call<TrustedAuthBankInfo>(t, hacker.token, 'GET', '/hackCred/bankInfo');
    expect(bankInfo.body.ret).toMatchObject({ cardnumber: '6217***********2333', bankName: '工商银行', username: '张三' });
    const records = await t.db.select().from(certifications).where(and(eq(certifications.userId, hacker.id), eq(certifications.kind, 'hacker')));
    expect(records).toHaveLength(2);
    expect(records[1]!.replacesId).toBe(records[0]!.id);
    expect(records[1]!.idCardCipher).toBe(records[0]!.idCardCipher);
    expect(records.map((r) => r.bankCardCipher).join()).not.toContain('6217000011112222333');
    // The owner is told on the account's phone, whatever the message switches say.
    await t.jobs.drain();
    const [notice] = await t.app.wardline.ctx.messenger.outbox(hacker.phone!);
    expect(notice!.text).toContain('您的收款银行卡已修改为 6217***********2333');

    // A second change within the year is refused, before any code is sent and with a code alike.
    const again = await call(t, hacker.token, 'POST', '/user/changeBank/sendSms', undefined, 'en');
    expect(again.body).toMatchObject({ errcode: 40990, errmsg: 'Bank details can be changed once a year, and they were already changed this year' });
    expect((await call(t, hacker.token, 'POST', '/user/changeBank', { ...newCard(), smsCode: '123456' })).body).toMatchObject({ errcode: 40990, errmsg: '银行卡信息一年只能修改一次，今年已修改过' });

    // From the first of January (China time) it may change again.
    t.clock.set(new Date('2026-12-31T16:00:00Z'));
    try {
      // A session of that day (the one above ended with the months between).
      const token = await createSession(t.db, { userId: hacker.id, clientIp: '127.0.0.1', userAgent: 'vitest', at: t.clock.now() });
      expect((await call<BankCardResult>(t, token, 'GET', '/user/bankCard')).body.ret.canChange).toBe(true);
      const code = await changeCode(token, hacker.phone!);
      expect((await call(t, token, 'POST', '/user/changeBank', { ...newCard(), smsCode: code })).status).toBe(200);
    } finally {
      t.clock.set(new Date('2026-06-15T04:00:00Z'));
    }
  });

  it('refuses a wrong code, a code for something else, and changes nothing', async () => {
    const hacker = await certifiedHacker(t);
    await changeCode(hacker.token, hacker.phone!);
    const wrong = await call<Fields>(t, hacker.token, 'POST', '/user/changeBank', { ...newCard(), smsCode: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ errcode: 40010, ret: { fields: [{ field: 'smsCode', message: '验证码错误或已失效' }] } });
    // A code the same phone got for signing in does not change a bank card.
    await skipResendWait(t, 'sms', hacker.phone!);
    expect((await call(t, hacker.token, 'POST', '/user/sendVerifyCode', { type: 'telephone' })).status).toBe(200);
    const otherPurpose = await readCode(t, hacker.phone!);
    expect((await call(t, hacker.token, 'POST', '/user/changeBank', { ...newCard(), smsCode: otherPurpose })).body.errcode).toBe(40010);
    expect((await call<BankCardResult>(t, hacker.token, 'GET', '/user/bankCard')).body.ret.canChange).toBe(true);
  });

  it('refuses a card certified on another account', async () => {
    const card = uniqueHackerNumbers().bkCardNumber;
    const owner = await signedInUser(t, 'hacker', 'unauthorized');
    expect((await post(t, '/user/hackerAuthentication', owner.token, await hackerBody(t, owner.token, { bkCardNumber: card }))).status).toBe(200);
    const thief = await certifiedHacker(t);
    const code = await changeCode(thief.token, thief.phone!);
    const taken = await call<Fields>(t, thief.token, 'POST', '/user/changeBank', { ...newCard({ bkCardNumber: card }), smsCode: code });
    expect(taken.status).toBe(409);
    expect(taken.body.ret.fields).toEqual([{ field: 'bkCardNumber', message: '该银行卡号已在其他账号完成实名认证' }]);
    expect((await call<BankCardResult>(t, thief.token, 'GET', '/user/bankCard')).body.ret.canChange).toBe(true);
  });

  it("checks the spec's bank form messages, in the caller's language", async () => {
    const hacker = await certifiedHacker(t);
    const empty = await call<Fields>(t, hacker.token, 'POST', '/user/changeBank', { bankPhone: '', bkCardNumber: '', bankName: ' ', openbank: '', smsCode: '' });
    expect(empty.body.ret.fields).toEqual(
      expect.arrayContaining([
        { field: 'bankPhone', message: '请输入预留手机号' },
        { field: 'bkCardNumber', message: '请输入银行卡号' },
        { field: 'bankName', message: '请输入银行名称' },
        { field: 'openbank', message: '请输入开户行' },
      ]),
    );
    const en = await call<Fields>(t, hacker.token, 'POST', '/user/changeBank', { ...newCard({ bkCardNumber: '12ab' }), smsCode: '123456' }, 'en');
    expect(en.body.ret.fields).toEqual([{ field: 'bkCardNumber', message: 'Please enter a valid bank card number' }]);
  });

  it('is for hackers past real-name certification with a bound phone', async () => {
    const uncertified = await signedInUser(t, 'hacker', 'unauthorized');
    expect((await call(t, uncertified.token, 'POST', '/user/changeBank/sendSms')).body).toMatchObject({ errcode: 40391, errmsg: '请先完成实名认证' });
    expect((await call<BankCardResult>(t, uncertified.token, 'GET', '/user/bankCard')).body.ret).toMatchObject({ card: null, canChange: false });
    for (const user of [await signedIn(t, await buildCompany(t)), await signedIn(t, await buildSupplier(t))]) {
      expect((await call(t, user.token, 'POST', '/user/changeBank', { ...newCard(), smsCode: '123456' })).body.errcode).toBe(40392);
      expect((await call<BankCardResult>(t, user.token, 'GET', '/user/bankCard')).body.ret.card).toBeNull();
    }
    const phoneless = await certifiedHacker(t);
    await t.db.update(users).set({ phone: null, email: `phoneless-${phoneless.id}@example.com` }).where(eq(users.id, phoneless.id));
    expect((await call(t, phoneless.token, 'POST', '/user/changeBank/sendSms')).body).toMatchObject({ errcode: 40991, errmsg: '请先绑定手机号' });
    expect((await call(t, '', 'GET', '/user/bankCard')).status).toBe(401);
  });

  it('lets only one of two racing changes land', async () => {
    const hacker = await certifiedHacker(t);
    const code = await changeCode(hacker.token, hacker.phone!);
    // Both requests carry the one code: whichever comes first changes; the other finds the code
    // spent (40010) or the year's change made (40990), however they interleave.
    const results = await Promise.all([0, 1].map(() => call(t, hacker.token, 'POST', '/user/changeBank', { ...newCard(), smsCode: code })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.map((r) => r.body.errcode).filter((c) => c !== 0)).toEqual([expect.toBeOneOf([40010, 40990])]);
    expect(await t.db.select().from(bankCardChanges).where(eq(bankCardChanges.userId, hacker.id))).toHaveLength(1);
    expect((await call<BankCardResult>(t, hacker.token, 'GET', '/user/bankCard')).body.ret.canChange).toBe(false);
  });
});
