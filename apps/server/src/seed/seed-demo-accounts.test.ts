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

  it('are never created in production, even when demo content is asked for', async () => {
    const before = process.env.NODE_ENV;
    await t.db.delete(users);
    process.env.NODE_ENV = 'production';
    try {
      expect(await seedDemoAccounts(t.db)).toBe(0);
    } finally {
      process.env.NODE_ENV = before;
    }
    expect(await t.db.select().from(users)).toHaveLength(0);
  });
});
