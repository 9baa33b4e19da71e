import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, inArray } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/helper';
import { users } from '../domains/identity/identity.tables';
import { Secret, TOTP } from 'otpauth';
import { API, emailLogin, nextIp } from '../domains/identity/identity-test-support';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_STAFF_TOTP_SECRET, seedDemoAccounts } from './seed-demo-accounts';
import { seedDemoData } from './seed-demo';

describe('demo accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('are seeded with the demo data once, already certified, staff with the staff role', async () => {
    const options = { fieldEncryptionKey: t.config.FIELD_ENCRYPTION_KEY };
    await Promise.all([seedDemoData(t.db, options), seedDemoData(t.db, options)]);
    expect(await seedDemoAccounts(t.db)).toBe(0);
    const rows = await t.db
      .select({ email: users.email, phone: users.phone, usertype: users.usertype, status: users.status, role: users.role })
      .from(users)
      .where(inArray(users.email, DEMO_ACCOUNTS.map((a) => a.email)))
      .orderBy(asc(users.phone));
    expect(rows).toEqual([
      { email: 'hacker@demo.local', phone: '13800000001', usertype: 'hacker', status: 'certification', role: 'user' },
      { email: 'company@demo.local', phone: '13800000002', usertype: 'company', status: 'certification', role: 'user' },
      { email: 'supplier@demo.local', phone: '13800000003', usertype: 'supplier', status: 'certification', role: 'user' },
      { email: 'staff@demo.local', phone: '13800000004', usertype: null, status: 'certification', role: 'staff' },
    ]);
  });

  it('sign in with the published password; staff then with the published authenticator secret, holding every permission', async () => {
    for (const { email, nickname, role } of DEMO_ACCOUNTS) {
      const res = await emailLogin(t, email, DEMO_PASSWORD);
      expect(res.status, email).toBe(200);
      if (role === 'staff') {
        const { challenge } = res.body.ret as unknown as { challenge: string };
        const totp = TOTP.generate({ secret: Secret.fromBase32(DEMO_STAFF_TOTP_SECRET) });
        const second = await t.call<{ token: string; username: string }>({ method: 'POST', url: `${API}/portal/login/totp`, payload: { challenge, totp }, remoteAddress: nextIp() });
        expect(second.body.ret.username).toBe(nickname);
        const me = await t.call<{ permissions: string[]; totpEnabled: boolean }>({ method: 'GET', url: `${API}/admin/me`, headers: { authorization: second.body.ret.token } });
        expect(me.body.ret).toMatchObject({ totpEnabled: true });
        expect(me.body.ret.permissions).toHaveLength(9);
      } else {
        expect(res.body.ret.username).toBe(nickname);
      }
    }
  });

  // Issue 13 item 8: "already certified" demo accounts opened empty certification forms.
  it('show the certification that was approved: each form of a demo account is filled, its documents readable', async () => {
    const options = { fieldEncryptionKey: t.config.FIELD_ENCRYPTION_KEY, files: t.ctx.files };
    const first = await seedDemoData(t.db, options);
    expect(first.certifications).toBe(3);
    expect((await seedDemoData(t.db, options)).certifications).toBe(0);
    expect(first.projects).toBe(6);

    const session = async (email: string) => (await emailLogin(t, email, DEMO_PASSWORD)).body.ret.token;
    const get = async <T>(token: string, url: string, method: 'GET' | 'POST' = 'GET') =>
      (await t.call<T>({ method, url: `${API}${url}`, headers: { authorization: token }, ...(method === 'POST' ? { payload: {} } : {}) })).body.ret;
    type Detail = Record<string, string | boolean | null>;

    const hacker = await session('hacker@demo.local');
    const real = await get<Detail>(hacker, '/user/hackerAuthentication/detail');
    expect(real).toMatchObject({ name: '李演示', bankName: '中国工商银行', review: 'approved', status: 'certification', isUpdate: false });
    expect(real.idCardNumber).toMatch(/^1101\*{10}\d{3}[\dX]$/);
    for (const ref of [real.idCardFrontFile, real.idCardBackFile]) {
      const file = await t.app.inject({ method: 'GET', url: `${API}/findPrivateFile?ref=${ref}`, headers: { authorization: hacker } });
      expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'image/png']);
    }

    const company = await session('company@demo.local');
    const certified = await get<Detail>(company, '/company/authentication/detail');
    expect(certified).toMatchObject({ companyName: '守线演示科技有限公司', review: 'approved', status: 'certification' });
    expect(String(certified.companyLogFile)).toMatch(/^\/web\/v1\/public-files\/[0-9a-f]{32}\.png$/);
    expect((await t.app.inject({ method: 'GET', url: String(certified.companyLogFile) })).statusCode).toBe(200);
    expect(certified.businessLicenseFile).toMatch(/^pf_/);
    expect(certified.companyAuthorizationFile).toMatch(/^pf_/);

    const supplier = await session('supplier@demo.local');
    expect(await get<Detail>(supplier, '/user/supplierAuthentication/info', 'POST')).toMatchObject({ companyName: '守线演示供应链有限公司', bankName: '中国银行', review: 'approved' });

    // The hall is populated: the demo company's listed projects (never its unaudited or refused ones), the demo hacker in the running one.
    const hall = await t.call<{ data: { name: string; states: string }[] }>({ method: 'GET', url: `${API}/project/getProjectList` });
    expect(hall.body.ret.data.map((p) => p.states).sort()).toEqual(['apply', 'doing', 'doing', 'stop']);
    const mine = await get<{ data: { id: string; name: string; operation: string }[] }>(hacker, '/project/getProjectList?joinStatus=apply');
    expect(mine.data.map((p) => [p.name, p.operation])).toEqual([['守线商城 Web 众测', 'submission']]);
    const running = await get<{ vpnUserName: string; vpnPassword: string }>(hacker, `/project/getProjectdetail?id=${mine.data[0]!.id}`);
    expect(running).toMatchObject({ vpnUserName: 'wl-demo-vpn', vpnPassword: 'Demo#Vpn2026' });
  });

  it('are never created in production, even when demo content is asked for', async () => {
    // A database of its own: the one above holds the demo's money and reports, which keep their users.
    const empty = await buildTestApp();
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect(await seedDemoAccounts(empty.db)).toBe(0);
      expect(await empty.db.select().from(users)).toHaveLength(0);
    } finally {
      process.env.NODE_ENV = before;
      await empty.close();
    }
  });
});
