import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/helper';
import { users } from '../identity/identity.tables';
import { API, encryptPassword, insertUser, nextIp, nextPhone, readCode, signIn, solveCaptcha } from '../identity/identity-test-support';
import { uploadPrivatePng } from '../../files/files-test-support';
import { completionProfiles } from './third-party.tables';
import { buildThirdPartyApp, emailCodeFor, ssoLogin, startProviders, statusOf, type Providers } from './third-party-test-support';

type Answer = { token: string; usertype: string | null; username: string; userStatus: string; country: string };

/** POST /phone/sendSms as /qualification/tel sends it: behind a fresh captcha. */
async function sendBindSms(t: TestApp, token: string, telephone: string, ip = nextIp()) {
  const captcha = await solveCaptcha(t, ip);
  return t.call({ method: 'POST', url: `${API}/phone/sendSms`, payload: { telephone, photoCode: captcha.answer, code: captcha.code }, headers: { authorization: token }, remoteAddress: ip });
}

describe('the /qualification completion calls (/portal/profectuser, /phone/sendSms, /portal/checkSmsCode, /binduser)', () => {
  let providers: Providers;
  let t: TestApp;
  beforeAll(async () => {
    providers = await startProviders();
    t = await buildThirdPartyApp(providers);
  });
  afterAll(async () => {
    await t.close();
    await providers.close();
  });

  const emailCode = (email: string) => emailCodeFor(t, email);

  it('creates a hacker from the full form, then binds a phone and lists the bound sign-in', async () => {
    const login = await ssoLogin(t, providers.oidc, 'qual-hacker');
    const created = await t.call<Answer>({
      method: 'POST',
      url: `${API}/portal/profectuser`,
      payload: {
        mode: 'create',
        idToken: login.body.ret.idToken,
        usertype: 'hacker',
        email: 'qual.hacker@example.com',
        emailCode: await emailCode('qual.hacker@example.com'),
        password: await encryptPassword(t, 'Secret#2026'),
        username: 'QualHacker',
        country: 'CN',
        birthday: '1999-09-09',
        blog: 'https://blog.example.com/me',
      },
    });
    expect(created.status, created.body.errmsg).toBe(200);
    expect(created.body.errmsg).toBe('绑定成功');
    expect(created.body.ret).toMatchObject({ usertype: 'hacker', username: 'QualHacker', userStatus: 'unauthorized', country: 'CN' });
    const token = created.body.ret.token;
    const [row] = await t.db.select().from(users).where(eq(users.email, 'qual.hacker@example.com'));
    expect(row).toMatchObject({ phone: null, birthday: '1999-09-09', usertype: 'hacker' });
    const [profile] = await t.db.select().from(completionProfiles).where(eq(completionProfiles.userId, row!.id));
    expect(profile!.blog).toBe('https://blog.example.com/me');
    // The password of the form signs in by email.
    const elsewhere = await signIn(t, 'qual.hacker@example.com', 'Secret#2026');

    const phone = nextPhone();
    // Someone (the owner) once verified this phone for a registration never finished: it does not block the binding.
    await t.db.insert(users).values({ phone, status: 'imperfect' });
    const sent = await sendBindSms(t, token, phone);
    expect(sent.status, sent.body.errmsg).toBe(200);
    const bound = await t.call({ method: 'POST', url: `${API}/portal/checkSmsCode`, payload: { telephone: phone, smsCode: await readCode(t, phone) }, headers: { authorization: token } });
    expect(bound.body).toEqual({ errcode: 0, errmsg: '手机号绑定成功', ret: { phone } });
    expect((await t.db.select().from(users).where(eq(users.id, row!.id)))[0]!.phone).toBe(phone);
    // Binding a phone ends the account's other sessions (issue 12 item 15); the one that bound it stays.
    expect((await t.call({ method: 'GET', url: `${API}/find/userstatus`, headers: { authorization: elsewhere } })).status).toBe(401);
    expect((await t.call({ method: 'GET', url: `${API}/find/userstatus`, headers: { authorization: token } })).status).toBe(200);

    const list = await t.call<{ provider: string; nickname: string; avatar: string | null; boundAt: string }[]>({ method: 'GET', url: `${API}/binduser`, headers: { authorization: token } });
    expect(list.body.ret).toEqual([{ provider: 'oidc', nickname: 'qual-hacker', avatar: 'https://avatars.sso.test/qual-hacker.png', boundAt: expect.any(String) }]);
  });

  it('refuses the full form for a taken email, a wrong email code and an unsafe blog', async () => {
    await insertUser(t.db, { email: 'qual.taken@example.com' });
    const login = await ssoLogin(t, providers.oidc, 'qual-refused');
    const base = {
      mode: 'create',
      idToken: login.body.ret.idToken,
      usertype: 'company',
      emailCode: 'ABC123',
      username: 'Qual Corp',
      country: 'US',
    };
    const form = async (extra: Record<string, unknown>) => ({ ...base, password: await encryptPassword(t, 'Secret#2026'), ...extra });
    // A wrong code gets the same answer for a taken and a free email: the code is checked first (no enumeration).
    const taken = await t.call({ method: 'POST', url: `${API}/portal/profectuser`, payload: await form({ email: 'qual.taken@example.com' }) });
    const free = await t.call({ method: 'POST', url: `${API}/portal/profectuser`, payload: await form({ email: 'qual.free@example.com' }) });
    expect(taken).toEqual(free);
    expect(free.body.errcode).toBe(40010);
    // Only the owner of the mailbox, with its code, learns that it is taken.
    const proven = await t.call({ method: 'POST', url: `${API}/portal/profectuser`, payload: await form({ email: 'qual.taken@example.com', emailCode: await emailCode('qual.taken@example.com') }) });
    expect(proven.body.errcode).toBe(40905);
    const blog = await t.call({ method: 'POST', url: `${API}/portal/profectuser`, payload: await form({ email: 'qual.free@example.com', blog: 'javascript:alert(1)' }), locale: 'en' });
    expect(blog.body.errmsg).toContain('Please enter a blog address starting with http:// or https://');
  });

  it('saves personal info and company info for a signed-in user, and only for one', async () => {
    const anonymous = await t.call({ method: 'POST', url: `${API}/portal/profectuser`, payload: { mode: 'profile', username: 'X', country: 'CN' } });
    expect(anonymous.status).toBe(401);

    const hacker = await insertUser(t.db, { email: 'qual.profile@example.com', status: 'unauthorized' });
    const token = await signIn(t, 'qual.profile@example.com', hacker.password);
    const saved = await t.call<Answer>({ method: 'POST', url: `${API}/portal/profectuser`, payload: { mode: 'profile', username: 'Renamed', country: 'FR', birthday: '', blog: '' }, headers: { authorization: token } });
    expect(saved.status, saved.body.errmsg).toBe(200);
    expect(saved.body.errmsg).toBe('保存成功');
    expect(saved.body.ret).toMatchObject({ token, username: 'Renamed', country: 'FR', usertype: 'hacker', userStatus: 'unauthorized' });
    expect((await statusOf(t, token)).username).toBe('Renamed');

    const notCompany = await t.call({ method: 'POST', url: `${API}/portal/profectuser`, payload: { mode: 'company', companyName: 'Acme', businessLicenseFile: 'ref-1' }, headers: { authorization: token } });
    expect(notCompany.status).toBe(403);
    const company = await insertUser(t.db, { email: 'qual.company@example.com', usertype: 'company', status: 'unauthorized' });
    const companyToken = await signIn(t, 'qual.company@example.com', company.password);
    const someoneElses = await t.call({ method: 'POST', url: `${API}/portal/profectuserali`, payload: { mode: 'company', companyName: 'Acme Security', businessLicenseFile: await uploadPrivatePng(t, token, 'businessLicenseFile') }, headers: { authorization: companyToken } });
    expect(someoneElses.status).toBe(400);
    const licence = await uploadPrivatePng(t, companyToken, 'businessLicenseFile');
    const companySaved = await t.call<Answer>({ method: 'POST', url: `${API}/portal/profectuserali`, payload: { mode: 'company', companyName: 'Acme Security', businessLicenseFile: licence }, headers: { authorization: companyToken }, locale: 'en' });
    expect(companySaved.status, companySaved.body.errmsg).toBe(200);
    expect(companySaved.body.errmsg).toBe('Saved');
    expect(companySaved.body.ret).toMatchObject({ username: 'Acme Security', usertype: 'company' });
    const [profile] = await t.db.select().from(completionProfiles).where(eq(completionProfiles.userId, company.id));
    expect(profile).toMatchObject({ companyName: 'Acme Security', businessLicenseRef: licence });
  });

  it('refuses to rename a company whose certification is under review or approved: the name changes only through review', async () => {
    for (const status of ['certification', 'companyFileUploaded'] as const) {
      const company = await insertUser(t.db, { email: `qual.certified.${status.toLowerCase()}@example.com`, usertype: 'company', status, nickname: '示例科技' });
      const companyToken = await signIn(t, `qual.certified.${status.toLowerCase()}@example.com`, company.password);
      const licence = await uploadPrivatePng(t, companyToken, 'businessLicenseFile');
      const renamed = await t.call({ method: 'POST', url: `${API}/portal/profectuser`, payload: { mode: 'company', companyName: '另一家公司', businessLicenseFile: licence }, headers: { authorization: companyToken } });
      expect([renamed.status, renamed.body.errcode]).toEqual([409, 40914]);
      const viaProfile = await t.call({ method: 'POST', url: `${API}/portal/profectuser`, payload: { mode: 'profile', username: '另一家公司', country: 'CN', birthday: '', blog: '' }, headers: { authorization: companyToken } });
      expect(viaProfile.status).toBe(409);
      expect((await statusOf(t, companyToken)).username).toBe('示例科技');
    }
  });

  it('does not bind a phone that belongs to another account, nor tell the caller it does', async () => {
    const other = await insertUser(t.db);
    const me = await insertUser(t.db, { phone: null, email: 'qual.nophone@example.com' });
    const token = await signIn(t, 'qual.nophone@example.com', me.password);
    const send = (telephone: string) => sendBindSms(t, token, telephone);
    const known = await send(other.phone!);
    const unknown = await send(nextPhone());
    expect(known).toEqual(unknown);
    expect(known.status).toBe(200);
    // The limiter answers before anything about the phone: a second send is refused alike.
    expect(await send(other.phone!)).toMatchObject({ status: 429, body: { errcode: 42901 } });
    const [told] = await t.app.wardline.ctx.messenger.outbox(other.phone!);
    expect(told!.text).toContain('已属于其他账号');
    const bind = await t.call({ method: 'POST', url: `${API}/portal/checkSmsCode`, payload: { telephone: other.phone, smsCode: '000000' }, headers: { authorization: token } });
    expect(bind.body.errcode).toBe(40010);
  });

  it('sends no binding code without the image captcha, nor with a wrong or spent one (issue 12: every SMS send costs a captcha)', async () => {
    const me = await insertUser(t.db, { phone: null, email: 'qual.captcha@example.com' });
    const token = await signIn(t, 'qual.captcha@example.com', me.password);
    const phone = nextPhone();
    const bare = await t.call({ method: 'POST', url: `${API}/phone/sendSms`, payload: { telephone: phone }, headers: { authorization: token }, remoteAddress: nextIp(), locale: 'en' });
    expect(bare.status).toBe(400);
    expect(bare.body.errmsg).toContain('Please enter the image code');
    const captcha = await solveCaptcha(t);
    const wrongAnswer = captcha.answer.toUpperCase() === 'AAAA' ? 'BBBB' : 'AAAA';
    const wrong = await t.call({ method: 'POST', url: `${API}/phone/sendSms`, payload: { telephone: phone, photoCode: wrongAnswer, code: captcha.code }, headers: { authorization: token }, remoteAddress: nextIp() });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errmsg).toBe('图形验证码错误或已失效');
    // The captcha was spent by the wrong answer: its right answer no longer opens a send.
    const spent = await t.call({ method: 'POST', url: `${API}/phone/sendSms`, payload: { telephone: phone, photoCode: captcha.answer, code: captcha.code }, headers: { authorization: token }, remoteAddress: nextIp() });
    expect(spent.body.errmsg).toBe('图形验证码错误或已失效');
    expect(await t.app.wardline.ctx.messenger.outbox(phone)).toEqual([]);
    expect((await sendBindSms(t, token, phone)).status).toBe(200);
    expect(await t.app.wardline.ctx.messenger.outbox(phone)).toHaveLength(1);
  });
});

describe('the binding SMS counts in the hourly SMS budget', () => {
  let providers: Providers;
  let t: TestApp;
  beforeAll(async () => {
    providers = await startProviders();
    t = await buildThirdPartyApp(providers, { SMS_HOURLY_BUDGET: '1' });
  });
  afterAll(async () => {
    await t.close();
    await providers.close();
  });

  it('refuses a binding code once the platform spent its texts of the hour', async () => {
    const me = await insertUser(t.db, { phone: null, email: 'qual.budget@example.com' });
    const token = await signIn(t, 'qual.budget@example.com', me.password);
    expect((await sendBindSms(t, token, nextPhone())).status).toBe(200);
    const refused = await sendBindSms(t, token, nextPhone());
    expect([refused.status, refused.body.errcode]).toEqual([429, 42905]);
  });
});
