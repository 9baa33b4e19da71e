import { and, eq } from 'drizzle-orm';
import { creditCodeCheckChar, idCardCheckChar, STAFF_PERMISSIONS, type StaffPermission, type UserStatus, type UserType } from '@wardline/contract';
import { makeConsoleReady } from '../../../test/factories';
import type { TestApp } from '../../../test/helper';
import { createSession } from '../../auth/create-session';
import { insertUser } from '../identity/identity-test-support';
import { uploadLogo, uploadPrivatePng } from '../../files/files-test-support';
import type { AppContext } from '../../context';
import type { StaffActor } from '../audit/staff-actor';
import { certifications } from './certification.tables';

/** The context the staff console's routes pass to the review use cases: the test app's own. */
export function testContext(t: TestApp): AppContext {
  return t.ctx;
}

/** A staff member as the console's routes hand them to the review use cases (every permission unless told). */
export function reviewer(staffId: number, permissions: readonly StaffPermission[] = STAFF_PERMISSIONS): StaffActor {
  return { staffId, nickname: 'Reviewer', clientIp: '127.0.0.1', permissions: new Set(permissions) };
}

/** The public id of the user's submission waiting for review. */
export async function pendingPublicIdOf(t: TestApp, userId: number): Promise<string> {
  const [row] = await t.db.select({ publicId: certifications.publicId }).from(certifications).where(and(eq(certifications.userId, userId), eq(certifications.state, 'pending')));
  if (!row) throw new Error(`no pending certification of user ${userId}`);
  return row.publicId;
}

/** Numbers that pass their check digits, built with the contract's own algorithms. */
export const VALID_ID = `11010519491231002${idCardCheckChar('11010519491231002')}`;
export const VALID_CREDIT_CODE = `91350100M000100Y4${creditCodeCheckChar('91350100M000100Y4')}`;
/** Any 12–19 digits (the form checks the format only). */
export const VALID_BANK_CARD = '6222021234567890128';
export const BANK_PHONE = '13912345678';

/** A signed-in account of a type and status, straight in the database. */
export async function signedInUser(t: TestApp, usertype: UserType | null, status: UserStatus = 'unauthorized', role: 'user' | 'staff' = 'user') {
  const user = await insertUser(t.db, { usertype, status, role });
  if (role === 'staff') await makeConsoleReady(t, user.id);
  const token = await createSession(t.db, { userId: user.id, clientIp: '127.0.0.1', userAgent: 'vitest', at: t.clock.now() });
  return { ...user, token };
}

let serial = 0;
/** A valid ID and bank card number no other call of this process answers: a number certified on two accounts is refused. */
export function uniqueHackerNumbers(): { idCardNumber: string; bkCardNumber: string } {
  serial += 1;
  const body = `11010519800101${String(serial % 1000).padStart(3, '0')}`;
  return { idCardNumber: body + idCardCheckChar(body), bkCardNumber: `622202${String(serial).padStart(13, '0')}` };
}

/** The real-name form with the caller's own (large enough) ID photos and numbers of its own. */
export async function hackerBody(t: TestApp, token: string, overrides: Record<string, unknown> = {}) {
  return {
    name: '张三',
    ...uniqueHackerNumbers(),
    openbank: '深圳南山支行',
    bankName: '招商银行',
    bankPhone: BANK_PHONE,
    idCardFrontFile: await uploadPrivatePng(t, token, 'idCardFront'),
    idCardBackFile: await uploadPrivatePng(t, token, 'idCardBack'),
    ...overrides,
  };
}

export async function companyBody(t: TestApp, token: string, overrides: Record<string, unknown> = {}) {
  return {
    companyName: '示例科技有限公司',
    companyLogFile: await uploadLogo(t, token),
    creditCode: VALID_CREDIT_CODE,
    businessLicenseFile: await uploadPrivatePng(t, token, 'businessLicenseFile'),
    companyAuthorizationFile: await uploadPrivatePng(t, token, 'companyAuthorizationFile'),
    ...overrides,
  };
}

export async function supplierBody(t: TestApp, token: string, overrides: Record<string, unknown> = {}) {
  return {
    companyName: 'Acme Supply Co',
    openbank: '北京朝阳支行',
    bankName: '中国银行',
    creditCode: VALID_CREDIT_CODE,
    businessLicenseFile: await uploadPrivatePng(t, token, 'businessLicenseFile'),
    ...overrides,
  };
}

/** POST a certification call as `token`. */
export function post<T = unknown>(t: TestApp, url: string, token: string, payload: unknown, locale: 'zh' | 'en' = 'zh') {
  return t.call<T>({ method: 'POST', url: `/web/v1${url}`, payload: payload as Record<string, unknown>, headers: { authorization: token }, locale });
}

export function get<T = unknown>(t: TestApp, url: string, token: string) {
  return t.call<T>({ method: 'GET', url: `/web/v1${url}`, headers: { authorization: token } });
}
