import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldSentence, validationMessages, type ValidationKey } from '@wardline/contract';
import { buildTestApp, type TestApp } from '../../../../test/helper';
import { users } from '../identity.tables';
import { API, encryptPassword, nextIp, nextPhone, perfectBody, solveCaptcha, verifyPhoneForRegistration } from '../identity-test-support';

/** "Field：message" in zh and "Field: message" in en (the message alone when it names the field), from the contract's tables. */
function expected(field: string, rule: ValidationKey) {
  return {
    zh: fieldSentence(field, validationMessages[rule].zh, 'zh'),
    en: fieldSentence(field, validationMessages[rule].en, 'en'),
  };
}

function tomorrowInChina(): string {
  return new Date(Date.now() + 8 * 3600_000 + 86_400_000).toISOString().slice(0, 10);
}

describe('registration refusals of spec 000 §5: 400 naming the field in zh and en, nothing stored', () => {
  let t: TestApp;
  let idToken: string;
  beforeAll(async () => {
    t = await buildTestApp();
    idToken = await verifyPhoneForRegistration(t, nextPhone());
  });
  afterAll(() => t.close());

  const enc = (plain: string) => encryptPassword(t, plain);
  const perfectCases: [string, () => Promise<Record<string, unknown>>, string, ValidationKey][] = [
    ['empty nickname', async () => ({ username: '   ' }), 'username', 'nickname.required'],
    ['nickname over 30', async () => ({ username: 'x'.repeat(31) }), 'username', 'nickname.max'],
    ['nickname with a right-to-left override', async () => ({ username: 'user\u202Egnp.exe' }), 'username', 'nickname.invalid'],
    ['nickname with a zero-width space', async () => ({ username: 'Demo\u200BHacker' }), 'username', 'nickname.invalid'],
    ['nickname calling itself staff', async () => ({ username: 'Wardline Staff' }), 'username', 'nickname.reserved'],
    ['nickname calling itself 管理员', async () => ({ username: '平台管理员小王' }), 'username', 'nickname.reserved'],
    ['nickname calling itself official', async () => ({ username: 'OFFICIAL_team' }), 'username', 'nickname.reserved'],
    ['a NUL in a text field', async () => ({ username: 'nul\u0000name' }), 'username', 'text.controlCharacters'],
    ['missing password', async () => ({ password: '' }), 'password', 'password.required'],
    ['plain password', async () => ({ password: 'Secret#2026', rePassword: 'Secret#2026' }), 'password', 'password.notEncrypted'],
    ['password of 7', async () => ({ password: await enc('Abc#123'), rePassword: await enc('Abc#123') }), 'password', 'password.registerRule'],
    ['password of 19', async () => ({ password: await enc('Abcdefgh#1234567890'), rePassword: await enc('Abcdefgh#1234567890') }), 'password', 'password.registerRule'],
    ['letters only', async () => ({ password: await enc('abcdefghij'), rePassword: await enc('abcdefghij') }), 'password', 'password.registerRule'],
    ['digits only', async () => ({ password: await enc('1234567890'), rePassword: await enc('1234567890') }), 'password', 'password.registerRule'],
    ['a space inside', async () => ({ password: await enc('Secret 2026'), rePassword: await enc('Secret 2026') }), 'password', 'password.registerRule'],
    ['a most common password', async () => ({ password: await enc('Password1'), rePassword: await enc('Password1') }), 'password', 'password.common'],
    ['a common password in other case', async () => ({ password: await enc('1QAZ2wsx'), rePassword: await enc('1QAZ2wsx') }), 'password', 'password.common'],
    ['missing repeat', async () => ({ rePassword: '' }), 'rePassword', 'rePassword.required'],
    ['repeat differs', async () => ({ rePassword: await enc('Secret#2027') }), 'rePassword', 'password.mismatch'],
    ['plain repeat', async () => ({ rePassword: 'Secret#2026' }), 'rePassword', 'password.notEncrypted'],
    ['missing birthday', async () => ({ birthday: '' }), 'birthday', 'birthday.required'],
    ['birthday not a day', async () => ({ birthday: '1995-02-30' }), 'birthday', 'birthday.format'],
    ['birthday in another format', async () => ({ birthday: '01/06/1995' }), 'birthday', 'birthday.format'],
    ['birthday tomorrow', async () => ({ birthday: tomorrowInChina() }), 'birthday', 'birthday.future'],
    ['unknown country shape', async () => ({ country: 'China!' }), 'country', 'country.invalid'],
    ['province outside China', async () => ({ country: 'US', province: '广东省', city: '' }), 'province', 'region.chinaOnly'],
    ['city outside China', async () => ({ country: 'JP', province: '', city: '东京' }), 'city', 'region.chinaOnly'],
    ['city without province', async () => ({ province: '', city: '深圳市' }), 'province', 'province.required'],
    ['missing idToken', async () => ({ idToken: '' }), 'idToken', 'idToken.required'],
  ];

  it.each(perfectCases)('complete info refuses %s', async (_name, override, field, rule) => {
    for (const locale of ['zh', 'en'] as const) {
      const res = await t.call<{ fields: { field: string }[] }>({
        method: 'POST',
        url: `${API}/portal/phoneRegisterPerfect`,
        payload: await perfectBody(t, idToken, await override()),
        locale,
      });
      expect(res.status).toBe(400);
      expect(res.body.errmsg).toBe(expected(field, rule)[locale]);
      expect(res.body.ret.fields.map((f) => f.field)).toEqual([field]);
    }
  });

  it('stored nothing for any refusal, and the idToken still completes the registration', async () => {
    // Only the verified phone's `imperfect` row: no refusal completed an account.
    expect(await t.db.select({ status: users.status }).from(users)).toEqual([{ status: 'imperfect' }]);
    const ok = await t.call({ method: 'POST', url: `${API}/portal/phoneRegisterPerfect`, payload: await perfectBody(t, idToken, { country: '', province: '', city: '' }) });
    expect(ok.status).toBe(200);
  });

  it('accepts a country other than China with no province or city', async () => {
    const other = await verifyPhoneForRegistration(t, nextPhone());
    const res = await t.call({ method: 'POST', url: `${API}/portal/phoneRegisterPerfect`, payload: await perfectBody(t, other, { country: 'us', province: null, city: null }) });
    expect(res.status).toBe(200);
  });

  const sendCases: [string, Record<string, unknown>, string, ValidationKey][] = [
    ['empty phone', { phone: '' }, 'phone', 'phone.required'],
    ['phone of 10 digits', { phone: '1380000000' }, 'phone', 'phone.format'],
    ['phone starting 12', { phone: '12800000000' }, 'phone', 'phone.format'],
    ['empty image code', { photoCode: '' }, 'photoCode', 'imageCode.required'],
    ['image code of 5', { photoCode: 'ABCDE' }, 'photoCode', 'imageCode.format'],
    ['no captcha token', { code: '' }, 'code', 'captchaToken.required'],
  ];

  it.each(sendCases)('the registration code send refuses %s', async (_name, override, field, rule) => {
    const payload = { phone: nextPhone(), photoCode: 'AB12', code: 'token', ...override };
    for (const locale of ['zh', 'en'] as const) {
      const res = await t.call({ method: 'POST', url: `${API}/phoneRegister/sendSms`, payload, locale, remoteAddress: nextIp() });
      expect(res.status).toBe(400);
      expect(res.body.errmsg).toBe(expected(field, rule)[locale]);
    }
  });

  it('refuses a wrong captcha answer before sending anything', async () => {
    const phone = nextPhone();
    const captcha = await solveCaptcha(t);
    const wrong = captcha.answer === 'AAAA' ? 'BBBB' : 'AAAA';
    const res = await t.call({ method: 'POST', url: `${API}/phoneRegister/sendSms`, payload: { phone, photoCode: wrong, code: captcha.code }, locale: 'en' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errcode: 40011, errmsg: 'The image code is wrong or has expired' });
    const outbox = await t.call<unknown[]>({ method: 'GET', url: `${API}/dev/outbox?to=${phone}` });
    expect(outbox.body.ret).toEqual([]);
  });

  const codeCases: [string, Record<string, unknown>, string, ValidationKey][] = [
    ['empty SMS code', { msgCode: '' }, 'msgCode', 'smsCode.required'],
    ['SMS code of 5', { msgCode: '12345' }, 'msgCode', 'smsCode.format'],
    ['SMS code with letters', { msgCode: '12345a' }, 'msgCode', 'smsCode.format'],
    ['bad phone', { phone: '2380000000' }, 'phone', 'phone.format'],
  ];

  it.each(codeCases)('the phone check refuses %s', async (_name, override, field, rule) => {
    for (const locale of ['zh', 'en'] as const) {
      const res = await t.call({ method: 'POST', url: `${API}/portal/phoneRegister`, payload: { phone: nextPhone(), msgCode: '123456', ...override }, locale });
      expect(res.status).toBe(400);
      expect(res.body.errmsg).toBe(expected(field, rule)[locale]);
    }
  });
});
