import type { InjectOptions } from 'fastify';
import type { StaffPermission, UserStatus } from '@wardline/contract';
import type { TestApp } from './helper';
import { createSession } from '../src/auth/create-session';
import { insertUser, nextIp, type InsertUserOptions } from '../src/domains/identity/identity-test-support';
import { announcements } from '../src/domains/content/content.tables';
import { grantAllPermissions } from '../src/domains/admin/users/set-staff-permissions';
import { enrolKnownTotpSecret } from '../src/auth/totp/enrol-known-secret';
import { staffPermissions } from '../src/domains/admin/admin.tables';

/**
 * Test data in one line each (after outline's server/test/factories.ts): a user of each
 * kind, ready and certified unless told otherwise, and a signed-in handle that calls the
 * API as that user. Rows go straight into the database; tests about registering or
 * signing in use the API instead (identity-test-support).
 */

export type BuiltUser = { id: number; publicId: string; phone: string | null; email: string | null; password: string };

let emailCounter = 0;
/** An address no other factory call of this process hands out. */
export function nextEmail(kind = 'user'): string {
  emailCounter += 1;
  return `${kind}-${process.pid}-${emailCounter}@factory.test`;
}

/** Any account; defaults to a certified hacker with a phone, an email and the password `Secret#2026`. */
export function buildUser(t: TestApp, options: InsertUserOptions = {}): Promise<BuiltUser> {
  return insertUser(t.db, { email: nextEmail(options.usertype ?? options.role ?? 'user'), ...options });
}

export const buildHacker = (t: TestApp, options: InsertUserOptions = {}) => buildUser(t, { usertype: 'hacker', ...options });
export const buildCompany = (t: TestApp, options: InsertUserOptions = {}) => buildUser(t, { usertype: 'company', nickname: '示例科技', ...options });
export const buildSupplier = (t: TestApp, options: InsertUserOptions = {}) => buildUser(t, { usertype: 'supplier', nickname: 'Acme Supply', ...options });
/** The authenticator secret of staff built by the factories (base32). */
export const TEST_STAFF_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export type StaffOptions = InsertUserOptions & {
  /** The permissions the account holds (default: all of them). */
  permissions?: readonly StaffPermission[];
  /** Two-step sign-in already set up, as the console requires (default true). */
  totp?: boolean;
};

/** Platform staff ready for the console: no user type, role staff, every permission and two-step sign-in on unless told otherwise. */
export async function buildStaff(t: TestApp, { permissions, totp = true, ...options }: StaffOptions = {}): Promise<BuiltUser> {
  const staff = await buildUser(t, { usertype: null, role: 'staff', nickname: 'Auditor', ...options });
  await makeConsoleReady(t, staff.id, { permissions, totp });
  return staff;
}

/** Grants permissions (all by default) and turns two-step sign-in on with TEST_STAFF_TOTP_SECRET. */
export async function makeConsoleReady(t: TestApp, userId: number, { permissions, totp = true }: Pick<StaffOptions, 'permissions' | 'totp'> = {}): Promise<void> {
  if (permissions) {
    if (permissions.length > 0) await t.db.insert(staffPermissions).values(permissions.map((permission) => ({ userId, permission })));
  } else {
    await grantAllPermissions(t.db, userId);
  }
  if (totp) await enrolKnownTotpSecret(t.db, t.config.FIELD_ENCRYPTION_KEY, userId, TEST_STAFF_TOTP_SECRET);
}
/** A new account that has not chosen hacker, company or supplier yet. */
export const buildUndecided = (t: TestApp, status: UserStatus = 'unIdentityConfirm') => buildUser(t, { usertype: null, status });

export type SignedIn = BuiltUser & {
  token: string;
  /** `t.call` with this user's session (Authorization header) and a client address of its own. */
  call: TestApp['call'];
};

/** A live session for a built user (as sign-in would open it), and an inject bound to it. */
export async function signedIn(t: TestApp, user: BuiltUser): Promise<SignedIn> {
  const remoteAddress = nextIp();
  const token = await createSession(t.db, { userId: user.id, clientIp: remoteAddress, userAgent: 'vitest', at: t.clock.now() });
  const call: TestApp['call'] = (options: InjectOptions & { locale?: 'zh' | 'en' }) =>
    t.call({ remoteAddress, ...options, headers: { authorization: token, ...options.headers } });
  return { ...user, token, call };
}

export type AnnouncementOptions = Partial<typeof announcements.$inferInsert>;

/** A published announcement (type 2) with both languages filled; staff edits go through the console API instead. */
export async function buildAnnouncement(t: TestApp, options: AnnouncementOptions = {}) {
  const [row] = await t.db
    .insert(announcements)
    .values({
      type: 2,
      titleZh: '测试公告',
      titleEn: 'Test announcement',
      introduceZh: '简介',
      introduceEn: 'Summary',
      contentZh: '<p>正文</p>',
      contentEn: '<p>Body</p>',
      ...options,
    })
    .returning();
  // Written past the console: empty the public cache as a console change would.
  await t.ctx.publicCache.changed();
  return row!;
}
