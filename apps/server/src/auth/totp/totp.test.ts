import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { API, emailLogin, encryptPassword, insertUser, nextIp, readCode, sendLoginSms, signIn } from '../../domains/identity/identity-test-support';
import { adminCall, auditRowsFor } from '../../domains/admin/admin-test-support';
import { staffTotp } from './totp.tables';
import { buildStaff, signedIn } from '../../../test/factories';

type Challenge = { totpRequired: true; challenge: string; expiresInSeconds: number };

/** A code of the step `offset` steps from now: 0 is the current one, 1 the next (still inside the drift window). */
const codeAt = (secret: string, offset = 0) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offset * 30_000 });
const wrongCode = (secret: string) => {
  const right = new Set([-1, 0, 1].map((o) => codeAt(secret, o)));
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, '0');
    if (!right.has(candidate)) return candidate;
  }
};

describe('TOTP two-step sign-in for staff', () => {
  let t: TestApp;
  let staff: { id: number; publicId: string; phone: string | null; password: string };
  let token: string;
  let secret: string;
  let enableCode = '';
  const email = 'totp-staff@wardline.test';

  beforeAll(async () => {
    t = await buildTestApp();
    staff = await insertUser(t.db, { email, role: 'staff', usertype: null, nickname: 'Two-Step' });
    token = await signIn(t, email, staff.password);
  });
  afterAll(() => t.close());

  /** The step of the last accepted code and the failure window are forgotten, as if time had passed. */
  const letTimePass = () => t.db.update(staffTotp).set({ lastUsedStep: null, failedChecks: 0, failuresResetAt: null }).where(eq(staffTotp.userId, staff.id));
  const finish = (challenge: string, totp: string, locale: 'zh' | 'en' = 'zh') =>
    t.call<{ token: string; userStatus: string }>({ method: 'POST', url: `${API}/portal/login/totp`, payload: { challenge, totp }, locale, remoteAddress: nextIp() });

  const freshAuth = async (password = staff.password) => ({ password: await encryptPassword(t, password) });

  it('asks for the current password again before setting up (fresh authentication)', async () => {
    const none = await adminCall(t, token, 'POST', '/me/totp/setup', {});
    expect(none.status).toBe(400);
    const wrong = await adminCall(t, token, 'POST', '/me/totp/setup', await freshAuth('Wrong#2026'));
    expect([wrong.status, wrong.body.errcode, wrong.body.errmsg]).toEqual([400, 40032, '当前登录密码错误']);
    expect((await adminCall(t, token, 'GET', '/me/totp')).body.ret).toEqual({ enabled: false, pending: false, enabledAt: null });
  });

  it('enrols: the secret is answered once, stored only encrypted, and confirmed by a code', async () => {
    const elsewhere = await signIn(t, email, staff.password);
    const setup = await adminCall<{ uri: string; secret: string }>(t, token, 'POST', '/me/totp/setup', await freshAuth());
    expect(setup.status).toBe(200);
    secret = setup.body.ret.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.ret.uri).toBe(`otpauth://totp/Wardline:${encodeURIComponent(email)}?issuer=Wardline&secret=${secret}&algorithm=SHA1&digits=6&period=30`);

    const [row] = await t.db.select().from(staffTotp).where(eq(staffTotp.userId, staff.id));
    expect(row!.pendingCiphertext).toMatch(/^v1:/);
    expect(JSON.stringify(row)).not.toContain(secret);
    const status = await adminCall(t, token, 'GET', '/me/totp');
    expect(status.body.ret).toEqual({ enabled: false, pending: true, enabledAt: null });
    expect(JSON.stringify(status.body)).not.toContain(secret);

    // Until enabled, sign-in is unchanged.
    expect((await emailLogin(t, email, staff.password)).body.ret.token).toBeTruthy();

    const wrong = await adminCall(t, token, 'POST', '/me/totp/enable', { totp: wrongCode(secret) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errcode).toBe(40030);
    expect((await adminCall(t, token, 'POST', '/me/totp/enable', { totp: '12ab' })).status).toBe(400);

    enableCode = codeAt(secret);
    const enabled = await adminCall<{ enabled: boolean }>(t, token, 'POST', '/me/totp/enable', { totp: enableCode });
    expect(enabled.body.ret).toMatchObject({ enabled: true, pending: false });
    expect((await adminCall<{ totpEnabled: boolean }>(t, token, 'GET', '/me')).body.ret.totpEnabled).toBe(true);
    // Turning it on ended the sessions opened with the first factor alone, not this one.
    expect((await t.call({ method: 'GET', url: `${API}/find/userstatus`, headers: { authorization: elsewhere } })).status).toBe(401);
    // A new setup would silently replace the secret: refused while on.
    expect((await adminCall(t, token, 'POST', '/me/totp/setup', await freshAuth())).status).toBe(409);
  });

  it('then asks for the code after the right password: a wrong code refuses, a right one signs in', async () => {
    const first = await emailLogin(t, email, staff.password, nextIp(), 'en');
    expect(first.status).toBe(200);
    expect(first.body.errmsg).toBe('Enter the code from your authenticator app');
    const { challenge, totpRequired, expiresInSeconds } = first.body.ret as unknown as Challenge;
    expect(totpRequired).toBe(true);
    expect(expiresInSeconds).toBe(300);
    expect(first.body.ret).not.toHaveProperty('token');
    // The challenge is no session.
    expect((await t.call({ method: 'GET', url: `${API}/find/userstatus`, headers: { authorization: challenge } })).status).toBe(401);

    const wrong = await finish(challenge, wrongCode(secret), 'en');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ errcode: 40030, errmsg: 'The authenticator code is wrong, please try again', ret: null });

    // The code that enabled TOTP was already used; a code of a later step is needed.
    expect((await finish(challenge, enableCode)).body.errcode).toBe(40030);
    const ok = await finish(challenge, codeAt(secret, 1));
    expect(ok.status).toBe(200);
    expect(ok.body.errmsg).toBe('登录成功');
    expect(ok.body.ret.userStatus).toBe('certification');
    expect((await adminCall(t, ok.body.ret.token, 'GET', '/me')).status).toBe(200);

    // The challenge is single use, and the same code is not accepted twice.
    await letTimePass();
    expect((await finish(challenge, codeAt(secret, 0))).body.errcode).toBe(40031);
    const code = codeAt(secret);
    const again = (await emailLogin(t, email, staff.password)).body.ret as unknown as Challenge;
    expect((await finish(again.challenge, code)).status).toBe(200);
    const replay = (await emailLogin(t, email, staff.password)).body.ret as unknown as Challenge;
    expect((await finish(replay.challenge, code)).body.errcode).toBe(40030);
  });

  it('burns a challenge after five wrong codes, and refuses an unknown or malformed one', async () => {
    await letTimePass();
    const { challenge } = (await emailLogin(t, email, staff.password)).body.ret as unknown as Challenge;
    for (let i = 0; i < 5; i++) expect((await finish(challenge, wrongCode(secret))).body.errcode).toBe(40030);
    expect((await finish(challenge, codeAt(secret))).body.errcode).toBe(40031);
    expect((await finish('x'.repeat(43), codeAt(secret))).body.errcode).toBe(40031);
    const malformed = await finish(challenge, '');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errmsg).toBe('请输入两步验证码');
  });

  it('stops guessing across challenges: ten wrong codes in 15 minutes lock the second step (429)', async () => {
    await letTimePass();
    let failures = 0;
    let last = 400;
    while (last !== 429 && failures < 20) {
      const { challenge } = (await emailLogin(t, email, staff.password)).body.ret as unknown as Challenge;
      for (let i = 0; i < 5 && last !== 429; i++) {
        last = (await finish(challenge, wrongCode(secret))).status;
        if (last === 400) failures += 1;
      }
    }
    expect(last).toBe(429);
    expect(failures).toBe(10);
    // Even the right code waits for the window to end.
    const next = (await emailLogin(t, email, staff.password)).body.ret as unknown as Challenge;
    expect((await finish(next.challenge, codeAt(secret))).status).toBe(429);
    await letTimePass();
    expect((await finish(next.challenge, codeAt(secret))).status).toBe(200);
  });

  it('applies to the phone sign-in too, and leaves everyone else signing in as before', async () => {
    await letTimePass();
    await sendLoginSms(t, staff.phone!, nextIp());
    const phone = await t.call<Challenge>({ method: 'POST', url: `${API}/phone/login`, payload: { phone: staff.phone, msgCode: await readCode(t, staff.phone!) }, remoteAddress: nextIp() });
    expect(phone.body.ret.totpRequired).toBe(true);
    expect((await finish(phone.body.ret.challenge, codeAt(secret))).status).toBe(200);

    const hacker = await insertUser(t.db, { email: 'plain-hacker@wardline.test' });
    const plain = await emailLogin(t, 'plain-hacker@wardline.test', hacker.password);
    expect(plain.body.errmsg).toBe('登录成功');
    expect(Object.keys(plain.body.ret).sort()).toEqual(['logo', 'token', 'userState', 'userStatus', 'username', 'usertype']);
  });

  it('turns off only with a right code, after which sign-in is one step again; every change is audited', async () => {
    await letTimePass();
    const wrong = await adminCall(t, token, 'POST', '/me/totp/disable', { totp: wrongCode(secret), ...(await freshAuth()) });
    expect(wrong.body.errcode).toBe(40030);
    // A right code is not enough without the current password (fresh authentication).
    const noPassword = await adminCall(t, token, 'POST', '/me/totp/disable', { totp: codeAt(secret) });
    expect(noPassword.status).toBe(400);
    const wrongPassword = await adminCall(t, token, 'POST', '/me/totp/disable', { totp: codeAt(secret), ...(await freshAuth('Wrong#2026')) });
    expect(wrongPassword.body.errcode).toBe(40032);
    const off = await adminCall<{ enabled: boolean }>(t, token, 'POST', '/me/totp/disable', { totp: codeAt(secret), ...(await freshAuth()) });
    expect(off.body.ret).toEqual({ enabled: false, pending: false, enabledAt: null });
    expect((await adminCall(t, token, 'POST', '/me/totp/disable', { totp: codeAt(secret), ...(await freshAuth()) })).status).toBe(409);
    expect((await emailLogin(t, email, staff.password)).body.ret.token).toBeTruthy();

    const audit = await auditRowsFor(t, 'user', staff.publicId);
    expect(audit.map((r) => [r.action, r.before, r.after])).toEqual([
      ['totp.setup', { totpEnabled: false, pending: false }, { totpEnabled: false, pending: true }],
      ['totp.enable', { totpEnabled: false }, { totpEnabled: true, endedSessions: 2 }],
      ['totp.disable', { totpEnabled: true }, { totpEnabled: false }],
    ]);
    expect(JSON.stringify(audit)).not.toContain(secret);
  });

  it('closes the console to a staff account that turned two-step sign-in off, until it enrols again', async () => {
    const refused = await adminCall(t, token, 'GET', '/users', undefined);
    expect([refused.status, refused.body.errcode]).toEqual([403, 40332]);
    expect((await adminCall(t, token, 'GET', '/me/totp')).status).toBe(200);
  });

  it('lets a staff administrator reset a colleague who lost the authenticator, never themselves', async () => {
    const admin = await signedIn(t, await buildStaff(t));
    const colleague = await insertUser(t.db, { email: 'lost-phone@wardline.test', role: 'staff', usertype: null });
    const colleagueToken = await signIn(t, 'lost-phone@wardline.test', colleague.password);
    const setup = await adminCall<{ secret: string }>(t, colleagueToken, 'POST', '/me/totp/setup', { password: await encryptPassword(t, colleague.password) });
    await adminCall(t, colleagueToken, 'POST', '/me/totp/enable', { totp: codeAt(setup.body.ret.secret) });
    expect((await emailLogin(t, 'lost-phone@wardline.test', colleague.password)).body.ret).toHaveProperty('totpRequired', true);

    expect((await adminCall(t, colleagueToken, 'POST', `/users/${colleague.publicId}/reset-totp`)).status).toBe(403);
    // User administration alone is not enough: a second factor of staff is staff administration's.
    const userAdmin = await signedIn(t, await buildStaff(t, { permissions: ['userAdministration'] }));
    const weak = await adminCall(t, userAdmin.token, 'POST', `/users/${colleague.publicId}/reset-totp`, undefined);
    expect([weak.status, weak.body.errcode, weak.body.errmsg]).toEqual([403, 40331, '没有此操作的权限（需要“员工管理”权限）']);

    expect((await adminCall(t, admin.token, 'POST', `/users/${colleague.publicId}/reset-totp`)).status).toBe(200);
    expect((await adminCall(t, admin.token, 'POST', `/users/${admin.publicId}/reset-totp`)).status).toBe(403);
    expect((await emailLogin(t, 'lost-phone@wardline.test', colleague.password)).body.ret.token).toBeTruthy();
    expect((await adminCall(t, admin.token, 'POST', `/users/${colleague.publicId}/reset-totp`)).status).toBe(409);
  });
});
