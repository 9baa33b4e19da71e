import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { contactBody, countMessages, insertServices, sendContactSms } from './contact-test-support';
import { solveCaptcha } from '../identity/identity-test-support';

type Refusal = { fields: { field: string; message: string }[] };

describe('contact form refusals', () => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof insertServices>>;
  beforeAll(async () => {
    t = await buildTestApp();
    ids = await insertServices(t.db);
  });
  afterAll(() => t.close());

  // Each case breaks one rule of spec 002 §5.7; the answer names the field in both languages.
  const cases: [string, (s: typeof ids) => Record<string, unknown>, string, string, string][] = [
    ['no services', () => ({ services: undefined }), 'services', '请选择所需服务', 'Please choose the services you need'],
    ['empty services', () => ({ services: [] }), 'services', '请选择所需服务', 'Please choose the services you need'],
    ['an unknown service', () => ({ services: ['0123456789abcdef0123456789abcdef'] }), 'services', '所需服务：所选服务不存在', 'Services: A chosen service does not exist'],
    // An old form's serial id is a service nobody can name any more.
    ['a serial id', (s) => ({ services: [String(s.serial.crowd)] }), 'services', '所需服务：所选服务不存在', 'Services: A chosen service does not exist'],
    ['a disabled service', (s) => ({ services: [s.crowd, s.retired] }), 'services', '所需服务：所选服务不存在', 'Services: A chosen service does not exist'],
    ['services that are not ids', () => ({ services: [12, 'a b'] }), 'services', '所需服务：格式不正确', 'Services: The format is invalid'],
    ['no company name', () => ({ companyName: '   ' }), 'companyName', '请输入单位名称', 'Please enter your organisation name'],
    ['a long company name', () => ({ companyName: '测'.repeat(31) }), 'companyName', '单位名称：请输入 30 字以内', 'Organisation: Please use at most 30 characters'],
    ['a long name', () => ({ name: '名'.repeat(11) }), 'name', '姓名：请输入 10 字以内', 'Name: Please use at most 10 characters'],
    ['an unknown sex', () => ({ sex: 3 }), 'sex', '请选择性别', 'Sex: Please choose male or female'],
    ['no phone', () => ({ phone: '' }), 'phone', '请输入手机号', 'Please enter a phone number'],
    ['a landline', () => ({ phone: '02188886666' }), 'phone', '手机号码格式不符合规范', 'The phone number format is invalid'],
    ['a 12-digit phone', () => ({ phone: '138000000011' }), 'phone', '手机号码格式不符合规范', 'The phone number format is invalid'],
    ['no code', () => ({ verifyCode: '' }), 'verifyCode', '请输入验证码', 'Please enter the verification code'],
    ['a short code', () => ({ verifyCode: '12345' }), 'verifyCode', '请输入大于6位的验证码', 'The verification code has 6 digits'],
    ['a bad email', () => ({ email: 'sec@example' }), 'email', '请输入正确的邮箱', 'Please enter a valid email address'],
    ['a long remark', () => ({ remark: 'x'.repeat(501) }), 'remark', '备注：请输入 500 字以内', 'Remark: Please use at most 500 characters'],
  ];

  it.each(cases)('refuses %s naming the field, and stores nothing', async (_label, override, field, zh, en) => {
    const payload = contactBody([ids.crowd], '13900000001', '123456', override(ids));
    for (const [locale, message] of [['zh', zh], ['en', en]] as const) {
      const { status, body } = await t.call<Refusal>({ method: 'POST', url: '/web/v1/contact/add', payload, locale, remoteAddress: '10.1.0.1' });
      expect(status).toBe(400);
      expect(body.errcode).toBe(400);
      expect(body.errmsg).toBe(message);
      expect([...new Set(body.ret.fields.map((f) => f.field.split('.')[0]))]).toEqual([field]);
    }
    expect(await countMessages(t.db)).toBe(0);
  });

  it('refuses a code request without a valid phone and sends nothing', async () => {
    const missing = await t.call({ method: 'POST', url: '/web/v1/contact/sendVerifySms', payload: {}, remoteAddress: '10.1.1.1' });
    expect(missing.status).toBe(400);
    expect(missing.body.errmsg).toMatch(/^请输入手机号；请输入图形验证码/);
    const bad = await t.call({ method: 'POST', url: '/web/v1/contact/sendVerifySms', payload: { phone: '1380000', photoCode: 'AB12', code: 'token' }, locale: 'en', remoteAddress: '10.1.1.1' });
    expect(bad.body.errmsg).toBe('The phone number format is invalid');
    const outbox = await t.call<unknown[]>({ method: 'GET', url: '/web/v1/dev/outbox?to=1380000' });
    expect(outbox.body.ret).toEqual([]);
  });

  it('sends no code without a right captcha: the number may be anyone\'s (issue 12 item 9)', async () => {
    const phone = '13900000009';
    const bare = await t.call({ method: 'POST', url: '/web/v1/contact/sendVerifySms', payload: { phone }, locale: 'en', remoteAddress: '10.1.3.1' });
    expect(bare.status).toBe(400);
    expect(bare.body.errmsg).toContain('Please enter the image code');
    const captcha = await solveCaptcha(t, '10.1.3.1');
    const wrong = await t.call({
      method: 'POST',
      url: '/web/v1/contact/sendVerifySms',
      payload: { phone, photoCode: captcha.answer === 'AAAA' ? 'BBBB' : 'AAAA', code: captcha.code },
      locale: 'en',
      remoteAddress: '10.1.3.1',
    });
    expect(wrong.body.errcode).toBe(40011);
    const outbox = await t.call<unknown[]>({ method: 'GET', url: `/web/v1/dev/outbox?to=${phone}` });
    expect(outbox.body.ret).toEqual([]);
  });

  it('refuses a wrong code with codeInvalid and stores nothing', async () => {
    const phone = '13900000002';
    await sendContactSms(t, phone, '10.1.2.1');
    const outbox = await t.call<{ code: string }[]>({ method: 'GET', url: `/web/v1/dev/outbox?to=${phone}` });
    const wrong = outbox.body.ret[0]!.code === '000000' ? '111111' : '000000';
    const { status, body } = await t.call<Refusal>({ method: 'POST', url: '/web/v1/contact/add', payload: contactBody([ids.crowd], phone, wrong), locale: 'en', remoteAddress: '10.1.2.1' });
    expect(status).toBe(400);
    expect(body.errcode).toBe(40010);
    expect(body.errmsg).toBe('The verification code is wrong or has expired');
    expect(body.ret.fields).toEqual([{ field: 'verifyCode', message: 'The verification code is wrong or has expired' }]);
    expect(await countMessages(t.db)).toBe(0);
  });
});
