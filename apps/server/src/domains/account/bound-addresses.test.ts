import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../../test/helper';
import { buildCompany, buildHacker, nextEmail, signedIn, type SignedIn } from '../../../test/factories';
import { nextPhone, readCode, skipResendWait, solveCaptcha } from '../identity/identity-test-support';
import { users } from '../identity/identity.tables';
import { accountCall as call } from './account-test-support';

type Fields = { fields: { field: string; message: string }[] };
const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

describe(`the bound phone, email and DingTalk of the account centre (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** The code to the current phone or email (POST /user/sendVerifyCode). */
  async function oldCode(me: SignedIn, type: 'telephone' | 'email', to: string) {
    await skipResendWait(t, type === 'telephone' ? 'sms' : 'email', to);
    const sent = await call(t, me.token, 'POST', '/user/sendVerifyCode', { type });
    expect(sent.body, sent.body.errmsg).toMatchObject({ errcode: 0, errmsg: '验证码已发送' });
    return readCode(t, to);
  }
  /** The code to a new phone (POST /phone/sendSms, behind the image captcha). */
  async function newPhoneCode(me: SignedIn, telephone: string) {
    const captcha = await solveCaptcha(t);
    const sent = await call(t, me.token, 'POST', '/phone/sendSms', { telephone, photoCode: captcha.answer, code: captcha.code });
    expect(sent.status, sent.body.errmsg).toBe(200);
    return readCode(t, telephone);
  }
  /** The code to a new email (POST /portal/sendEmailCode). */
  async function newEmailCode(me: SignedIn, email: string) {
    expect((await call(t, me.token, 'POST', '/portal/sendEmailCode', { email })).status).toBe(200);
    return readCode(t, email);
  }

  it('answers the bound addresses masked', async () => {
    const me = await signedIn(t, await buildHacker(t, { email: 'masked.person@example.com' }));
    expect((await call(t, me.token, 'GET', '/findtelephone')).body.ret).toEqual({ telephone: masked(me.phone!) });
    expect((await call(t, me.token, 'GET', '/findemail')).body.ret).toEqual({ email: 'm***@example.com', status: 1 });
    expect((await call(t, me.token, 'GET', '/findDingTalk')).body.ret).toEqual({ dingTalk: null });
    const phoneless = await signedIn(t, await buildHacker(t, { phone: null }));
    expect((await call(t, phoneless.token, 'GET', '/findtelephone')).body.ret).toEqual({ telephone: null });
  });

  it('changes the phone with a code to the new one and one to the old one; other sessions end', async () => {
    const user = await buildHacker(t);
    const me = await signedIn(t, user);
    const elsewhere = await signedIn(t, user);
    const phone = nextPhone();
    const fresh = await newPhoneCode(me, phone);
    // Without the old phone's code, or with a wrong one, nothing changes and the new code stays usable.
    const missing = await call<Fields>(t, me.token, 'POST', '/portal/checkSmsCode', { telephone: phone, smsCode: fresh });
    expect(missing.body.ret.fields).toEqual([{ field: 'oldCode', message: '请输入原手机号或邮箱收到的验证码' }]);
    const old = await oldCode(me, 'telephone', user.phone!);
    expect((await call<Fields>(t, me.token, 'POST', '/portal/checkSmsCode', { telephone: phone, smsCode: fresh, oldCode: '000000' })).body).toMatchObject({ errcode: 40010, ret: { fields: [{ field: 'oldCode' }] } });
    // The code went to the old phone itself, never to the new one.
    expect(old).not.toBe(fresh);
    const old2 = await oldCode(me, 'telephone', user.phone!);
    const changed = await call(t, me.token, 'POST', '/portal/checkSmsCode', { telephone: phone, smsCode: fresh, oldCode: old2 });
    expect(changed.body).toEqual({ errcode: 0, errmsg: '手机号绑定成功', ret: { phone } });
    expect((await call(t, me.token, 'GET', '/findtelephone')).body.ret).toEqual({ telephone: masked(phone) });
    expect((await call(t, elsewhere.token, 'GET', '/findtelephone')).status).toBe(401);
  });

  it('refuses a wrong new code after a right old one, and a phone of another account', async () => {
    const user = await buildHacker(t);
    const me = await signedIn(t, user);
    const phone = nextPhone();
    await newPhoneCode(me, phone);
    const old = await oldCode(me, 'telephone', user.phone!);
    const wrong = await call<Fields>(t, me.token, 'POST', '/portal/checkSmsCode', { telephone: phone, smsCode: '000000', oldCode: old });
    expect(wrong.body).toMatchObject({ errcode: 40010, ret: { fields: [{ field: 'smsCode' }] } });
    const taken = await buildHacker(t);
    const captcha = await solveCaptcha(t);
    await call(t, me.token, 'POST', '/phone/sendSms', { telephone: taken.phone, photoCode: captcha.answer, code: captcha.code });
    // The owner of that phone is told instead of sent a code; the account keeps its phone.
    const [notice] = await t.app.wardline.ctx.messenger.outbox(taken.phone!);
    expect(notice!.text).toContain('已属于其他账号');
    expect(notice!.text).not.toMatch(/\d{6}/);
    expect((await t.db.select({ phone: users.phone }).from(users).where(eq(users.id, user.id)))[0]!.phone).toBe(user.phone);
  });

  it('binds a first email with its code, then changes it only with a code to the old mailbox too', async () => {
    const me = await signedIn(t, await buildHacker(t, { email: null }));
    const first = nextEmail('bind');
    const bound = await call(t, me.token, 'POST', '/portal/checkAndUpdateEmailCode', { email: first, smsCode: await newEmailCode(me, first) });
    expect(bound.body).toMatchObject({ errcode: 0, errmsg: '邮箱绑定成功', ret: { status: 1 } });
    const second = nextEmail('bind');
    const fresh = await newEmailCode(me, second);
    expect((await call<Fields>(t, me.token, 'POST', '/portal/checkAndUpdateEmailCode', { email: second, smsCode: fresh })).body.ret.fields).toEqual([
      { field: 'oldCode', message: '请输入原手机号或邮箱收到的验证码' },
    ]);
    const wrongOld = await call(t, me.token, 'POST', '/portal/checkAndUpdateEmailCode', { email: second, smsCode: fresh, oldCode: 'ZZZZZZ' }, 'en');
    expect(wrongOld.body).toMatchObject({ errcode: 40010, errmsg: expect.stringContaining('wrong') });
    const old = await oldCode(me, 'email', first);
    const changed = await call(t, me.token, 'POST', '/portal/checkAndUpdateEmailCode', { email: second.toUpperCase(), smsCode: fresh, oldCode: old });
    expect(changed.body).toMatchObject({ errcode: 0, ret: { email: `${second[0]}***@factory.test`, status: 1 } });
    expect((await t.db.select({ email: users.email }).from(users).where(eq(users.id, me.id)))[0]!.email).toBe(second);
  });

  it('refuses an email of another account, the same email, and a wrong code', async () => {
    const other = await buildHacker(t);
    const me = await signedIn(t, await buildHacker(t, { email: null }));
    const takenCode = await newEmailCode(me, other.email!);
    const taken = await call<Fields>(t, me.token, 'POST', '/portal/checkAndUpdateEmailCode', { email: other.email, smsCode: takenCode });
    expect(taken.status).toBe(409);
    expect(taken.body.ret.fields).toEqual([{ field: 'email', message: '该邮箱已被其他账号使用' }]);
    const mine = nextEmail('bind');
    await newEmailCode(me, mine);
    expect((await call(t, me.token, 'POST', '/portal/checkAndUpdateEmailCode', { email: mine, smsCode: 'ABCDEF' })).body.errcode).toBe(40010);
    const withMail = await signedIn(t, await buildHacker(t));
    const same = await call<Fields>(t, withMail.token, 'POST', '/portal/checkAndUpdateEmailCode', { email: withMail.email, smsCode: 'ABCDEF', oldCode: 'ABCDEF' });
    expect(same.body.ret.fields).toEqual([{ field: 'email', message: '新地址与当前绑定的相同' }]);
  });

  it('sends the old-address code only to the account’s own address', async () => {
    const phoneless = await signedIn(t, await buildHacker(t, { phone: null }));
    expect((await call(t, phoneless.token, 'POST', '/user/sendVerifyCode', { type: 'telephone' })).body.errcode).toBe(40991);
    const mailless = await signedIn(t, await buildHacker(t, { email: null }));
    expect((await call(t, mailless.token, 'POST', '/user/sendVerifyCode', { type: 'email' })).status).toBe(409);
    expect((await call(t, mailless.token, 'POST', '/user/sendVerifyCode', { type: 'fax' })).status).toBe(400);
    // One send a minute per address, as every code.
    const me = await signedIn(t, await buildHacker(t));
    await oldCode(me, 'telephone', me.phone!);
    expect((await call(t, me.token, 'POST', '/user/sendVerifyCode', { type: 'telephone' })).body.errcode).toBe(42901);
  });

  it('binds DingTalk with a code behind the image captcha, not for companies', async () => {
    const me = await signedIn(t, await buildHacker(t));
    const dingPhone = nextPhone();
    const bare = await call(t, me.token, 'POST', '/dingTalk/sendSms', { dingPhone });
    expect(bare.status).toBe(400);
    const captcha = await solveCaptcha(t);
    const sent = await call(t, me.token, 'POST', '/dingTalk/sendSms', { dingPhone, photoCode: captcha.answer, code: captcha.code });
    expect(sent.body).toMatchObject({ errcode: 0, errmsg: '验证码已发送' });
    const code = await readCode(t, dingPhone);
    expect((await call(t, me.token, 'PUT', '/bindDingTalkPhone', { dingPhone, code: '000000' })).body.errcode).toBe(40010);
    await skipResendWait(t, 'sms', dingPhone);
    const captcha2 = await solveCaptcha(t);
    await call(t, me.token, 'POST', '/dingTalk/sendSms', { dingPhone, photoCode: captcha2.answer, code: captcha2.code });
    const code2 = await readCode(t, dingPhone);
    expect(code2).toBeTruthy();
    expect(code).toBeTruthy();
    const bound = await call(t, me.token, 'PUT', '/bindDingTalkPhone', { dingPhone, code: code2 });
    expect(bound.body).toEqual({ errcode: 0, errmsg: '钉钉绑定成功', ret: { dingTalk: masked(dingPhone) } });
    expect((await call(t, me.token, 'GET', '/findDingTalk')).body.ret).toEqual({ dingTalk: masked(dingPhone) });
    const company = await signedIn(t, await buildCompany(t));
    expect((await call(t, company.token, 'PUT', '/bindDingTalkPhone', { dingPhone, code: code2 })).body.errcode).toBe(40392);
    expect((await call(t, company.token, 'GET', '/findDingTalk')).body.errcode).toBe(40392);
  });
});
