import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../../test/helper';
import { buildCompany, buildHacker, signedIn } from '../../../test/factories';
import { emailLogin, encryptPassword } from '../identity/identity-test-support';
import { accountCall as call } from './account-test-support';
import { PASSWORD_CHANGE_TRIES } from './update-password';

type Fields = { fields: { field: string; message: string }[] };

describe(`changing the password in the account centre (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const body = async (current: string, next: string, repeat = next) => ({
    password: await encryptPassword(t, current),
    newPassword: await encryptPassword(t, next),
    rePassword: await encryptPassword(t, repeat),
  });

  it('checks the current password, then ends every session of the account: the caller lands signed out', async () => {
    const user = await buildHacker(t);
    const here = await signedIn(t, user);
    const elsewhere = await signedIn(t, user);
    const changed = await call(t, here.token, 'POST', '/user/updatepassword', await body(user.password, 'NewSecret#2027'));
    expect(changed.body).toEqual({ errcode: 0, errmsg: '密码修改成功，请重新登录', ret: null });
    for (const token of [here.token, elsewhere.token]) expect((await call(t, token, 'GET', '/user/personalCenter')).status).toBe(401);
    expect((await emailLogin(t, user.email!, user.password)).status).toBe(400);
    expect((await emailLogin(t, user.email!, 'NewSecret#2027')).status).toBe(200);
    // The owner is told on the account's phone: if it was not them, they know to reset it.
    await t.jobs.drain();
    const [notice] = await t.app.wardline.ctx.messenger.outbox(user.phone!);
    expect(notice!.text).toContain('您的账号密码已修改，所有设备已退出登录');
  });

  it('refuses a wrong current password (naming it), and after five wrong ones refuses for a while', async () => {
    const user = await buildCompany(t);
    const me = await signedIn(t, user);
    const wrong = await call<Fields>(t, me.token, 'POST', '/user/updatepassword', await body('Wrong#2026x', 'NewSecret#2027'));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ errcode: 40032, ret: { fields: [{ field: 'password', message: '原密码错误' }] } });
    // Nothing changed: the session lives and the old password still signs in.
    expect((await call(t, me.token, 'GET', '/user/personalCenter')).status).toBe(200);
    for (let i = 1; i < PASSWORD_CHANGE_TRIES.count; i++) await call(t, me.token, 'POST', '/user/updatepassword', await body('Wrong#2026x', 'NewSecret#2027'));
    const locked = await call(t, me.token, 'POST', '/user/updatepassword', await body(user.password, 'NewSecret#2027'));
    expect(locked.status).toBe(429);
    expect((await emailLogin(t, user.email!, user.password)).status).toBe(200);
  });

  it('applies the registration rule and the repeat, with the spec’s messages, in the caller’s language', async () => {
    const user = await buildHacker(t);
    const me = await signedIn(t, user);
    const short = await call<Fields>(t, me.token, 'POST', '/user/updatepassword', await body(user.password, 'abc123'));
    expect(short.body.ret.fields).toEqual([{ field: 'newPassword', message: '密码为8-18位，至少包含字母、数字、特殊字符中的两种' }]);
    const onlyLetters = await call<Fields>(t, me.token, 'POST', '/user/updatepassword', await body(user.password, 'abcdefghij'), 'en');
    expect(onlyLetters.body.ret.fields).toEqual([{ field: 'newPassword', message: 'Use 8–18 characters with at least two of letters, digits and special characters' }]);
    const mismatch = await call<Fields>(t, me.token, 'POST', '/user/updatepassword', await body(user.password, 'NewSecret#2027', 'NewSecret#2028'));
    expect(mismatch.body.ret.fields).toEqual([{ field: 'rePassword', message: '两次输入的密码不一致' }]);
    const empty = await call<Fields>(t, me.token, 'POST', '/user/updatepassword', { password: '', newPassword: '', rePassword: '' });
    expect(empty.body.ret.fields.map((f) => f.message)).toEqual(['请输入原密码', '请输入密码', '请再次输入密码']);
    // A password sent in clear is refused even when right.
    const plain = await call<Fields>(t, me.token, 'POST', '/user/updatepassword', { password: user.password, newPassword: 'NewSecret#2027', rePassword: 'NewSecret#2027' });
    expect(plain.body.errcode).toBe(40012);
    expect((await call(t, me.token, 'GET', '/user/personalCenter')).status).toBe(200);
  });
});
